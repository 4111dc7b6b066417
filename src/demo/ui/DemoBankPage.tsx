import { useEffect, useState, type ComponentType } from 'react';
import { formatMoney } from '../../domain/money';
import { Button } from '../../ui/kit/Button';
import { answerRedirect, bankPaymentOf } from '../demo-bank-redirects';
import type { DemoWorld } from '../demo-world';
import { useDemoTranslation } from './demo-catalogue';
import './demo-bank-page.css';

/**
 * The demo bank's page for iDEAL | Wero and Bancontact, a route of the demo's own builds only
 * (/demo-bank), where a full navigation brings the person as Stripe's redirect does. It names the
 * method, the amount and the merchant; "Authorise test payment" and "Fail test payment" settle
 * the payment in the demo world and send the person back to the portal's return URL, with
 * `payment_intent`, its client secret and `redirect_status`, as Stripe's test page does.
 */
export function createDemoBankPage(
  world: DemoWorld,
  merchant: string,
  leave: (url: string) => void = (url) => window.location.assign(url),
): ComponentType {
  return function DemoBankPage() {
    const { t, i18n } = useDemoTranslation();
    // Read once: the bank's page is told the intent's id, never its client secret. Not as
    // `payment_intent`, which the portal takes out of the address as it starts.
    const [intentId] = useState(
      () => new URLSearchParams(window.location.search).get('intent') ?? '',
    );
    const [payment] = useState(() => {
      world.refresh();
      return bankPaymentOf(world.state, intentId);
    });
    const [answered, setAnswered] = useState<boolean | null>(null);

    useEffect(() => {
      document.title = t('bankPage.title');
    }, [t]);

    const answer = (authorised: boolean) => {
      if (answered !== null) return;
      setAnswered(authorised);
      world.refresh();
      const back = world.change((draft) =>
        answerRedirect(draft, intentId, authorised, world.today()),
      );
      leave(back ?? '/');
    };

    return (
      <main className="bank-page" lang={i18n.language}>
        <div className="bank-page__panel">
          <p className="bank-page__bank">
            <span className="badge">{t('cardForm.badge')}</span> {t('bankPage.title')}
          </p>
          {payment ? (
            <>
              <h1 className="bank-page__title">{t(`bankPage.heading.${payment.method}`)}</h1>
              <p className="bank-page__amount">
                {payment.amount > 0 || !payment.renews
                  ? t('bankPage.amount', {
                      merchant,
                      amount: formatMoney(payment.amount, payment.currency, i18n.language),
                    })
                  : t('bankPage.setup', { merchant })}
              </p>
              <p className="bank-page__notice">{t('bankPage.notice')}</p>
              <div className="button-row">
                <Button loading={answered === true} onClick={() => answer(true)}>
                  {t('bankPage.authorise')}
                </Button>
                <Button
                  variant="secondary"
                  loading={answered === false}
                  onClick={() => answer(false)}
                >
                  {t('bankPage.fail')}
                </Button>
              </div>
            </>
          ) : (
            <>
              <h1 className="bank-page__title">{t('bankPage.nothing')}</h1>
              <p>
                <a href="/">{t('bankPage.back', { merchant })}</a>
              </p>
            </>
          )}
        </div>
      </main>
    );
  };
}
