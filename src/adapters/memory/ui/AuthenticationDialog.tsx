import { useId, useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

interface AuthenticationDialogProps {
  onAnswer: (passed: boolean) => void;
  /** Where focus goes afterwards when the element that had it can no longer take it. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The demo bank's 3-D Secure check, a modal of its own so the adapter needs nothing from the UI
 * layer: focus starts on its first button and stays inside, Escape fails the check.
 */
export function AuthenticationDialog({ onAnswer, returnFocusTo }: AuthenticationDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const complete = useRef<HTMLButtonElement>(null);
  const fail = useRef<HTMLButtonElement>(null);

  // Layout effect: focus moves as the dialog appears, with nothing in between.
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const fallback = returnFocusTo.current;
    complete.current?.focus();
    document.body.classList.add('has-dialog');
    return () => {
      document.body.classList.remove('has-dialog');
      const canRefocus = opener?.isConnected && !opener.matches(':disabled');
      (canRefocus ? opener : fallback)?.focus();
    };
  }, [returnFocusTo]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onAnswer(false);
      return;
    }
    if (event.key !== 'Tab') return;
    const first = complete.current;
    const last = fail.current;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return createPortal(
    <div className="dialog-backdrop">
      {/* The dialog keeps Tab inside itself and answers Escape, whatever has focus in it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        className="dialog demo-authentication"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        onKeyDown={onKeyDown}
      >
        <p className="demo-authentication__bank">{t('demoCardForm.authentication.bank')}</p>
        <h2 id={titleId} className="dialog__title">
          {t('demoCardForm.authentication.title')}
        </h2>
        <p id={descriptionId} className="dialog__description">
          {t('demoCardForm.authentication.description')}
        </p>
        <div className="button-row">
          <button
            ref={complete}
            type="button"
            className="button button--primary"
            onClick={() => onAnswer(true)}
          >
            {t('demoCardForm.authentication.complete')}
          </button>
          <button
            ref={fail}
            type="button"
            className="button button--secondary"
            onClick={() => onAnswer(false)}
          >
            {t('demoCardForm.authentication.fail')}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
