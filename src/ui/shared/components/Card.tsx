import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { useFocusWhenLost } from '../focus/use-focus-when-lost';

interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The card's heading, which also names the region. */
  title?: ReactNode;
  headingLevel?: 2 | 3;
  /** The card is the next step of an action: its heading takes focus the action left behind. */
  isOutcome?: boolean;
}

export function Card({ isOutcome, ...props }: CardProps) {
  return isOutcome ? <OutcomeCard {...props} /> : <CardLayout {...props} />;
}

function OutcomeCard(props: Omit<CardProps, 'isOutcome'>) {
  const heading = useFocusWhenLost<HTMLHeadingElement>();
  return <CardLayout {...props} headingRef={heading} />;
}

function CardLayout({
  title,
  headingLevel = 2,
  className,
  children,
  headingRef,
  ...rest
}: Omit<CardProps, 'isOutcome'> & { headingRef?: React.Ref<HTMLHeadingElement> }) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      {...rest}
      className={['card', className].filter(Boolean).join(' ')}
    >
      {title && (
        <Heading
          id={headingId}
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          className="card__title"
        >
          {title}
        </Heading>
      )}
      {children}
    </section>
  );
}
