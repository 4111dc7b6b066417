import type { DeepReadonly, DemoState, EmailActionMode } from '../demo-state';
import { useDemoTranslation } from './demo-catalogue';

/** The name of an e-mail's link in the outbox, by what the link does. */
const OUTBOX_LINKS: Record<EmailActionMode, string> = {
  resetPassword: 'tools.outbox.link',
  verifyEmail: 'tools.outbox.verifyEmailLink',
  recoverEmail: 'tools.outbox.recoverEmailLink',
};

/**
 * The demo tools' outbox: the identity provider's e-mails as their links, and the back end's
 * e-mails by subject, each opening to its text; a contract request waiting for its owner also
 * shows its one-time confirmation link.
 */
export function DemoOutbox({
  state,
}: {
  state: DeepReadonly<Pick<DemoState, 'outbox' | 'acknowledgments'>>;
}) {
  const { t } = useDemoTranslation();
  if (state.outbox.length === 0 && state.acknowledgments.length === 0) {
    return <p className="demo-tools__muted">{t('tools.outbox.empty')}</p>;
  }
  return (
    <ul className="demo-tools__list">
      {state.outbox.map((entry) => (
        <li key={entry.oobCode}>
          <a href={entry.link}>
            {t(OUTBOX_LINKS[entry.mode ?? 'resetPassword'], { email: entry.email })}
          </a>
        </li>
      ))}
      {state.acknowledgments.map((mail, index) => {
        const label = t('tools.outbox.mail', { subject: mail.subject, email: mail.email });
        return (
          // Acknowledgments have no id of their own; the list only ever grows at its end.
          <li key={index}>
            <details aria-label={label}>
              <summary>{label}</summary>
              <pre className="demo-tools__mail">{mail.body}</pre>
            </details>
            {mail.link && (
              <a href={mail.link}>
                {t(
                  mail.link.startsWith('/redeem')
                    ? 'tools.outbox.redeemLink'
                    : 'tools.outbox.contractLink',
                  {
                    email: mail.email,
                  },
                )}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
