import { useTranslation } from 'react-i18next';
import { planChangeTarget } from '../../../domain/keeping-members';
import type { Subscription } from '../../../domain/subscription';
import { amountWords, day } from './keeping-words';
import { Alert } from '../../kit/Alert';
import { Button } from '../../kit/Button';
import { Card } from '../../shared/components/Card';
import { useErrorText } from '../../shared/i18n/use-error-text';
import { changePlan, previewPlanChange } from './keeping-thunks';
import { noticeShown } from '../account';
import { useAppDispatch } from '../../shared/store/hooks';
import { useRequest } from '../../shared/store/use-request';

/**
 * A switch between monthly and yearly: the API's preview (due today, the credit, the next charge
 * and its date, when it takes effect), then the switch as previewed.
 */
export function PlanChangeCard({ subscription }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const preview = useRequest(previewPlanChange);
  const change = useRequest(changePlan);
  const previewError = useErrorText('keepMembers', preview.error);
  const changeError = useErrorText('keepMembers', change.error);
  const target = planChangeTarget(subscription);
  if (!target) return null;
  const toYearly = target.startsWith('yearly');
  const currency = subscription.productCurrency;
  const shown = preview.status === 'fulfilled' ? preview.data : undefined;

  const confirm = async () => {
    const outcome = await change.run(target);
    if (!outcome.ok) return;
    const next = shown?.nextCharge;
    preview.reset();
    dispatch(
      noticeShown({
        tone: 'success',
        path: '/',
        message: {
          key: 'keepMembers.changePlan.changed',
          values: {
            amount: next ? amountWords(next.amount, currency, i18n.language) : '',
            date: next ? day(next.date, i18n.language) : '',
          },
        },
      }),
    );
  };

  return (
    <Card title={t('keepMembers.changePlan.title')} className="change-plan">
      {!shown && (
        <>
          <p>
            {t(
              toYearly ? 'keepMembers.changePlan.leadYearly' : 'keepMembers.changePlan.leadMonthly',
            )}
          </p>
          <Button
            variant="secondary"
            loading={preview.busy}
            onClick={() => void preview.run(target)}
          >
            {t(toYearly ? 'keepMembers.changePlan.toYearly' : 'keepMembers.changePlan.toMonthly')}
          </Button>
          {previewError && <Alert tone="error">{previewError}</Alert>}
        </>
      )}
      {shown && (
        <>
          <dl className="details">
            <div>
              <dt>{t('keepMembers.changePlan.dueToday')}</dt>
              <dd>{amountWords(shown.dueToday, currency, i18n.language)}</dd>
            </div>
            {shown.credit > 0 && (
              <div>
                <dt>{t('keepMembers.changePlan.credit')}</dt>
                <dd>{amountWords(shown.credit, currency, i18n.language)}</dd>
              </div>
            )}
            <div>
              <dt>{t('keepMembers.changePlan.nextCharge')}</dt>
              <dd>
                {t('keepMembers.changePlan.chargeOn', {
                  amount: amountWords(shown.nextCharge.amount, currency, i18n.language),
                  date: day(shown.nextCharge.date, i18n.language),
                })}
              </dd>
            </div>
          </dl>
          <p className="disclaimer">
            {shown.effective === 'now'
              ? t('keepMembers.changePlan.effectiveNow')
              : t('keepMembers.changePlan.effectivePeriodEnd', {
                  date: day(shown.nextCharge.date, i18n.language),
                })}
          </p>
          {changeError && <Alert tone="error">{changeError}</Alert>}
          <div className="button-row">
            <Button loading={change.busy} onClick={() => void confirm()}>
              {shown.dueToday > 0
                ? t('keepMembers.changePlan.confirmPay', {
                    amount: amountWords(shown.dueToday, currency, i18n.language),
                  })
                : t('keepMembers.changePlan.confirm')}
            </Button>
            <Button variant="secondary" onClick={() => preview.reset()}>
              {t('keepMembers.changePlan.keep')}
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}
