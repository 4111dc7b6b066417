import type { FormEvent, ReactNode } from 'react';
import { PageHeading } from './PageHeading';
import { usePrerendering } from './use-prerendering';

interface FormCardProps {
  title: string;
  lead: string;
  /** The form's accessible name. */
  formLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The form's fields and button. */
  children: ReactNode;
  /** What follows the form in the card: other ways in, a link back. */
  below?: ReactNode;
}

/**
 * A visitor's form page's card: its heading and lead, then its form, inert while the page is only
 * prerendered (it works from the app's first render; the fields keep what was typed).
 */
export function FormCard({ title, lead, formLabel, onSubmit, children, below }: FormCardProps) {
  const prerendering = usePrerendering();
  return (
    <div className="card">
      <header className="page__header">
        <PageHeading>{title}</PageHeading>
        <p className="page__lead">{lead}</p>
      </header>
      <form
        className="form"
        noValidate
        inert={prerendering}
        aria-label={formLabel}
        onSubmit={(event) => void onSubmit(event)}
      >
        {children}
      </form>
      {below}
    </div>
  );
}
