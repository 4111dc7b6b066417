import { useId, useState } from 'react';
import { formatIban, ibanProblem } from '../../domain/iban';
import { IBAN_PROBLEMS } from '../demo-card';
import { Field } from '../../ui/kit/Field';
import { useDemoTranslation } from './demo-catalogue';

interface Props {
  /** Told each change, so that the confirmer reads the latest IBAN. */
  onChange: (iban: string) => void;
  /** A payment was tried: every problem is said. */
  attempted: boolean;
}

/**
 * The demo's stand-in for the Payment Element's SEPA Direct Debit: the IBAN, checked as Stripe's
 * field checks it, and the mandate the person gives by paying, shown in full.
 */
export function DemoSepaFields({ onChange, attempted }: Props) {
  const { t } = useDemoTranslation();
  const id = useId();
  const [iban, setIban] = useState('');
  const [left, setLeft] = useState(false);
  const problem = attempted || (left && iban !== '') ? ibanProblem(iban) : null;
  return (
    <fieldset className="demo-card-form__fields">
      <legend className="demo-card-form__legend">{t('cardForm.sepa')}</legend>
      <Field
        id={`${id}-iban`}
        label={t('cardForm.iban')}
        hint={t('cardForm.ibanHint')}
        error={problem && IBAN_PROBLEMS[problem]}
      >
        {(control) => (
          <input
            {...control}
            className="field__input"
            name="iban"
            value={iban}
            spellCheck={false}
            autoCapitalize="characters"
            placeholder="DE00 0000 0000 0000 0000 00"
            onBlur={() => setLeft(true)}
            onChange={(event) => {
              const next = formatIban(event.target.value);
              setIban(next);
              onChange(next);
            }}
          />
        )}
      </Field>
      <p className="demo-card-form__mandate">{t('cardForm.mandate')}</p>
    </fieldset>
  );
}
