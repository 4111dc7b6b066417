import type { PaymentMethodKind } from '../../domain/payment-methods';
import { useDemoTranslation } from './demo-catalogue';

/** Each method's name, as the Payment Element writes it. */
const LABEL_KEY: Readonly<Record<PaymentMethodKind, string>> = {
  card: 'cardForm.card',
  sepa_debit: 'cardForm.sepa',
  ideal: 'cardForm.ideal',
  bancontact: 'cardForm.bancontact',
};

interface Props {
  /** The ways to pay the back end enables for this intent, in the order they are offered. */
  methods: readonly PaymentMethodKind[];
  method: PaymentMethodKind;
  onChoose: (method: PaymentMethodKind) => void;
}

/** The ways to pay the back end enables for a price in euros, as the Payment Element lists them. */
export function DemoMethodChoice({ methods, method, onChoose }: Props) {
  const { t } = useDemoTranslation();
  return (
    <fieldset className="demo-card-form__methods">
      {/* On a phone the tiles say what they are: "Payment method" is read out, not drawn. */}
      <legend className="demo-card-form__legend visually-hidden-on-phone">
        {t('cardForm.methodsLabel')}
      </legend>
      {methods.map((option) => (
        <label key={option} className="demo-card-form__method">
          <input
            type="radio"
            name="demo-payment-method"
            value={option}
            checked={method === option}
            onChange={() => onChoose(option)}
          />{' '}
          {t(LABEL_KEY[option])}
        </label>
      ))}
    </fieldset>
  );
}
