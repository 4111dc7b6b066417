import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText, useFieldErrorText } from '../../shared/i18n/use-error-text';
import { promoTyped } from './checkout-slice';
import { applyPromo } from './checkout-thunks';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { Button } from '../../kit/Button';
import { Field } from '../../kit/Field';
import {
  selectAppliedPromoCode,
  selectIsPromoChecking,
  selectIsPromoInputLocked,
  selectPromoCode,
  selectPromoError,
} from './selectors';

/**
 * Enter a code, apply it, see it applied or refused. An applied code is a chip in the field's
 * place; removing it (`onRemoved` then, say, clears the address's ?promo=) gives the field back.
 */
export function PromoCodeInput({ onRemoved }: { onRemoved?: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const code = useAppSelector(selectPromoCode);
  const [draft, setDraft] = useState(code ?? '');
  // A code set from elsewhere (the address's ?promo=, a restored order) shows in the field too.
  const [shownCode, setShownCode] = useState(code);
  if (code !== shownCode) {
    setShownCode(code);
    if (code !== null) setDraft(code);
  }
  const locked = useAppSelector(selectIsPromoInputLocked);
  const applied = useAppSelector(selectAppliedPromoCode);
  const checking = useAppSelector(selectIsPromoChecking);
  const refusal = useAppSelector(selectPromoError);

  // The chip and the field take each other's place, and the focus of the control that went.
  const form = useRef<HTMLFormElement>(null);
  const acted = useRef(false);
  useLayoutEffect(() => {
    if (acted.current && document.activeElement === document.body) {
      form.current?.querySelector<HTMLElement>(applied ? '.promo__applied' : 'input')?.focus();
    }
    acted.current = false;
  }, [applied]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    acted.current = true;
    void dispatch(applyPromo(draft));
  };
  const remove = () => {
    acted.current = true;
    setDraft('');
    dispatch(promoTyped(''));
    onRemoved?.();
  };
  // A code too long is refused on the field before anything is sent; any other refusal is the API's.
  const fieldErrorText = useFieldErrorText();
  const refusedText = useErrorText('promo', refusal?.fieldErrors ? null : refusal);
  const error = fieldErrorText('promoCode', refusal?.fieldErrors?.promoCode) ?? refusedText;

  return (
    <form ref={form} className="promo" onSubmit={submit} aria-label={t('promoCode.formLabel')}>
      {applied ? (
        <div className="promo__applied" tabIndex={-1}>
          <span className="field__label">{t('promoCode.label')}</span>
          <span className="chip promo__chip">
            {applied}
            <button
              type="button"
              className="promo__remove"
              aria-label={t('promoCode.removeCode', { code: applied })}
              onClick={remove}
            >
              ×
            </button>
          </span>
        </div>
      ) : (
        <div className="promo__row">
          <Field
            id="promo-code"
            className="promo__field"
            label={t('promoCode.label')}
            describedBy="promo-code-status"
          >
            {(control) => (
              <input
                {...control}
                className="field__input"
                name="promo"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                value={draft}
                readOnly={locked}
                aria-disabled={locked || undefined}
                // Its error is told in the status line below the row, which describes it already.
                aria-invalid={error ? true : undefined}
                onChange={(event) => {
                  setDraft(event.target.value);
                  if (refusal) dispatch(promoTyped(event.target.value));
                }}
              />
            )}
          </Field>
          <Button
            type="submit"
            variant="secondary"
            loading={checking}
            disabled={draft.trim() === ''}
          >
            {t('promoCode.apply')}
          </Button>
        </div>
      )}
      <p id="promo-code-status" className="promo__status" aria-live="polite">
        {applied && <span className="promo__success">{t('promoCode.success')}</span>}
        {error && <span className="field__error">{error}</span>}
      </p>
    </form>
  );
}
