import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocialProvider } from '../../../application/ports/identity-provider';
import { useErrorText } from '../../shared/i18n/use-error-text';
import { prepareSocialSignIn } from './account-thunks';
import { useAppDispatch } from '../../shared/store/hooks';
import { isUnderWay, type Request } from '../../shared/store/use-request';
import { Alert } from '../../kit/Alert';
import { Button } from '../../kit/Button';
import { usePrerendering } from '../../shared/components/use-prerendering';

function GoogleIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="#4285f4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.5 5.5 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.2 3.5-8.8Z"
      />
      <path
        fill="#34a853"
        d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1.1.7-2.4 1.2-4 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z"
      />
      <path fill="#fbbc05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path
        fill="#ea4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A11.5 11.5 0 0 0 12 0 12 12 0 0 0 1.3 6.6l4 3.1c.9-2.8 3.6-4.9 6.7-4.9Z"
      />
    </svg>
  );
}

function AppleIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.2-1.7-3-1.9-3.6-1.9-1.5-.2-3 .9-3.8.9-.8 0-2-.9-3.3-.8-1.7 0-3.2 1-4.1 2.5-1.8 3-.5 7.5 1.3 10 .8 1.2 1.8 2.6 3.1 2.5 1.3-.1 1.7-.8 3.3-.8 1.5 0 1.9.8 3.3.8 1.4 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.6-1-2.6-4.3ZM14 5.4c.7-.8 1.1-2 1-3.1-1 0-2.2.7-2.9 1.5-.6.7-1.2 1.9-1 3 1.1.1 2.2-.6 2.9-1.4Z"
      />
    </svg>
  );
}

const PROVIDERS: { provider: SocialProvider; labelKey: string; Icon: ComponentType }[] = [
  { provider: 'google', labelKey: 'signIn.google', Icon: GoogleIcon },
  { provider: 'apple', labelKey: 'signIn.apple', Icon: AppleIcon },
];

export interface SocialSignInProps {
  /** The page's popup sign-in (signInWithPopup), so the page's own form knows when one is under way. */
  request: Request<unknown, SocialProvider>;
  /** Another sign-in of the page is under way. */
  disabled?: boolean;
}

/**
 * Continue with Google or Apple in a popup. On success the auth watcher signs the person in and the
 * visitor-only guard takes them on, so the chosen button keeps its spinner until then; a failure
 * (popup closed or blocked, network) shows why and gives the buttons back.
 */
export function SocialSignIn({ request, disabled = false }: SocialSignInProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [chosen, setChosen] = useState<SocialProvider | null>(null);
  const pending = isUnderWay(request.status) ? chosen : null;
  const errorText = useErrorText('signIn', request.error);
  // Prerendered, a popup could not open: inert until the app takes the page over.
  const prerendering = usePrerendering();
  // A browser opens a popup only from the click's own task: what it needs loads beforehand.
  useEffect(() => {
    void dispatch(prepareSocialSignIn());
  }, [dispatch]);

  const start = (provider: SocialProvider) => {
    if (pending || disabled) return;
    setChosen(provider);
    void request.run(provider);
  };

  return (
    <div className="stack stack--tight social-sign-in" inert={prerendering}>
      {PROVIDERS.map(({ provider, labelKey, Icon }) => (
        <Button
          key={provider}
          variant="secondary"
          wide
          className="social-button"
          loading={pending === provider}
          disabled={disabled || (pending !== null && pending !== provider)}
          onClick={() => start(provider)}
        >
          <Icon />
          {t(labelKey)}
        </Button>
      ))}
      {errorText && <Alert tone="error">{errorText}</Alert>}
    </div>
  );
}
