import type { RefObject } from 'react';
import { Dialog } from '../../ui/kit/Dialog';
import { useDemoTranslation } from './demo-catalogue';
// Its styles live in the card form's stylesheet; it also opens without that form (a wallet's
// payment, a renewal's bank check).
import './demo-card-form.css';

interface AuthenticationDialogProps {
  onAnswer: (passed: boolean) => void;
  /** Where focus goes afterwards when the element that had it can no longer take it. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The demo bank's 3-D Secure check: closing it, or Escape, fails the check. */
export function AuthenticationDialog({ onAnswer, returnFocusTo }: AuthenticationDialogProps) {
  const { t } = useDemoTranslation();
  return (
    <Dialog
      className="demo-authentication"
      title={t('cardForm.authentication.title')}
      eyebrow={<p className="demo-authentication__bank">{t('cardForm.authentication.bank')}</p>}
      description={t('cardForm.authentication.description')}
      returnFocusTo={returnFocusTo}
      onClose={() => onAnswer(false)}
    >
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={() => onAnswer(true)}>
          {t('cardForm.authentication.complete')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onAnswer(false)}>
          {t('cardForm.authentication.fail')}
        </button>
      </div>
    </Dialog>
  );
}
