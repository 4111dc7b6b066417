import { useDemoTranslation } from './demo-catalogue';

interface Props {
  method: 'card' | 'sepa';
  onChoose: (method: 'card' | 'sepa') => void;
}

/** The ways to pay the back end enables for a price in euros, as the Payment Element lists them. */
export function DemoMethodChoice({ method, onChoose }: Props) {
  const { t } = useDemoTranslation();
  return (
    <fieldset className="demo-card-form__methods">
      <legend className="demo-card-form__legend">{t('cardForm.methodsLabel')}</legend>
      {(['card', 'sepa'] as const).map((option) => (
        <label key={option} className="demo-card-form__method">
          <input
            type="radio"
            name="demo-payment-method"
            value={option}
            checked={method === option}
            onChange={() => onChoose(option)}
          />{' '}
          {t(`cardForm.${option}`)}
        </label>
      ))}
    </fieldset>
  );
}
