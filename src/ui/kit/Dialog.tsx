import { useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { FOCUSABLE, useModal, wrapTab } from './use-modal';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Extra words under the title, also read out when the dialog opens. */
  description?: ReactNode;
  /** Where focus goes on closing when the element that opened the dialog is gone. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** Words above the title, such as who is asking. */
  eyebrow?: ReactNode;
  className?: string;
}

/**
 * A modal dialog: the rest of the page is inert, Tab stays inside, Escape (wherever focus is) and
 * the backdrop close it, and focus goes back to whatever had it before it opened.
 */
export function Dialog({
  title,
  description,
  onClose,
  children,
  returnFocusTo,
  eyebrow,
  className,
}: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const layer = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useModal(layer, onClose, returnFocusTo);

  // Start in the content; the close button is the fallback for a dialog with nothing to do.
  useLayoutEffect(() => {
    const first =
      panel.current?.querySelector<HTMLElement>(`.dialog__body :is(${FOCUSABLE})`) ??
      panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
  }, []);

  return createPortal(
    // The backdrop only mirrors Escape for pointer users; the keyboard path is useModal's.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={layer}
      data-modal-layer=""
      className="dialog-backdrop"
      // The second press of a double click on the opener lands here: it must not close.
      onMouseDown={(event) => event.target === event.currentTarget && event.detail < 2 && onClose()}
    >
      {/* The dialog keeps Tab inside itself, for whatever it contains. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={panel}
        className={['dialog', className].filter(Boolean).join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={(event) => wrapTab(event, panel.current)}
      >
        <div className="dialog__header">
          <div>
            {eyebrow}
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
          </div>
          <button type="button" className="dialog__close" onClick={onClose}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('common.close')}</span>
          </button>
        </div>
        {description && (
          <div id={descriptionId} className="dialog__description">
            {description}
          </div>
        )}
        <div className="dialog__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
