import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/components/Dialog';

interface AuthenticationDialogProps {
  onAnswer: (passed: boolean) => void;
  /** Where focus goes afterwards when the element that had it can no longer take it. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The demo bank's 3-D Secure check: closing it, or Escape, fails the check. */
export function AuthenticationDialog({ onAnswer, returnFocusTo }: AuthenticationDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      className="demo-authentication"
      title={t('demoCardForm.authentication.title')}
      eyebrow={<p className="demo-authentication__bank">{t('demoCardForm.authentication.bank')}</p>}
      description={t('demoCardForm.authentication.description')}
      returnFocusTo={returnFocusTo}
      onClose={() => onAnswer(false)}
    >
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={() => onAnswer(true)}>
          {t('demoCardForm.authentication.complete')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onAnswer(false)}>
          {t('demoCardForm.authentication.fail')}
        </button>
      </div>
    </Dialog>
  );
}
