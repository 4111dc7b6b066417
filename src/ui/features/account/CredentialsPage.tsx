import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { FormCard } from '../../shared/components/FormCard';
import { OrderInfoPanel } from '../checkout';
import { SocialSignIn, type SocialSignInProps } from './SocialSignIn';
import { usePrefill } from '../../shared/use-address-secrets';

interface CredentialsPageProps {
  title: string;
  lead: string;
  formLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The Google and Apple sign-in's request, and whether the form's own submit is under way. */
  social: SocialSignInProps['request'];
  submitting: boolean;
  /** The line below the providers that leads to the other page (sign in ↔ sign up). */
  switchTo: { question: string; link: string; path: '/signin' | '/signup' };
  /** The form's fields and button. */
  children: ReactNode;
}

/**
 * /signin and /signup: the form, "or" Google and Apple, the way to the other page, and beside
 * them the order the person is on the way to.
 */
export function CredentialsPage({ social, submitting, switchTo, ...form }: CredentialsPageProps) {
  const { t } = useTranslation();
  // The order in the address goes along to the other page, and so does what it was prefilled with.
  const { search } = useLocation();
  const { handOn } = usePrefill();
  return (
    <div className="page">
      <div className="split">
        <FormCard
          {...form}
          below={
            <>
              <p className="divider">{t('signIn.or')}</p>
              <SocialSignIn request={social} disabled={submitting} />
              <p className="credentials__switch">
                {switchTo.question}{' '}
                <Link to={`${switchTo.path}${search}`} state={handOn}>
                  {switchTo.link}
                </Link>
              </p>
            </>
          }
        />
        <OrderInfoPanel />
      </div>
    </div>
  );
}
