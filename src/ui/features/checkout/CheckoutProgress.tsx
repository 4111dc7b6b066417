import { useTranslation } from 'react-i18next';

const STEPS = ['plan', 'account', 'payment'] as const;

/**
 * Where the person is in paying: Plan and Account done, Payment now. On a phone it is read out, not
 * drawn: the step's heading says where they are, and the card fields need the first screen.
 */
export function CheckoutProgress() {
  const { t } = useTranslation();
  return (
    <ol
      className="checkout-progress visually-hidden-on-phone"
      aria-label={t('checkoutStep.progress')}
    >
      {STEPS.map((step) => {
        const current = step === 'payment';
        return (
          <li
            key={step}
            className={
              current ? 'checkout-progress__step--current' : 'checkout-progress__step--done'
            }
            aria-current={current ? 'step' : undefined}
          >
            {t(`checkoutStep.steps.${step}`)}
            {!current && <span className="visually-hidden">{t('checkoutStep.done')}</span>}
          </li>
        );
      })}
    </ol>
  );
}
