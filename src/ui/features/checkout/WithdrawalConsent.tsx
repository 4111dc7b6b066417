import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { needsWithdrawalWaiver, type Product } from '../../../domain/catalogue';
import { AppError } from '../../../domain/errors';

/** What a checkout needs of the withdrawal box: the box itself and the check before paying. */
export interface WithdrawalConsentState {
  /** The box, for directly above the terms; null where the product needs none. */
  box: React.ReactNode;
  /**
   * Before paying: the box's words when ticked (to keep in the order and the consent record), null
   * where no box is needed. Unticked, it shows the field's message, moves focus to the box and
   * throws, so that no payment starts.
   */
  waiverOrThrow(): string | null;
}

/**
 * The EU consumer's express request for access during the 14 days of withdrawal (DESIGN.md,
 * "Europe"): an unticked box, worded per language, required before paying. Self-contained, so a
 * checkout renders `box` above its terms line and calls `waiverOrThrow` before it confirms.
 */
export function useWithdrawalConsent(product: Product | null): WithdrawalConsentState {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(false);
  const [missing, setMissing] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const required = product !== null && needsWithdrawalWaiver(product);
  const wording = t('withdrawalConsent.label');

  const box = required ? (
    <div className="withdrawal-consent">
      <div className="checkbox">
        <input
          ref={input}
          id={id}
          type="checkbox"
          className="checkbox__input"
          checked={checked}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-error` : undefined}
          onChange={(event) => {
            setChecked(event.target.checked);
            if (event.target.checked) setMissing(false);
          }}
        />
        <label htmlFor={id} className="checkbox__label">
          {wording}
        </label>
      </div>
      {missing && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {t('withdrawalConsent.required')}
        </p>
      )}
    </div>
  ) : null;

  return {
    box,
    waiverOrThrow() {
      if (!required) return null;
      if (checked) return wording;
      setMissing(true);
      input.current?.focus();
      throw new AppError('validation/invalid', t('withdrawalConsent.required'));
    },
  };
}
