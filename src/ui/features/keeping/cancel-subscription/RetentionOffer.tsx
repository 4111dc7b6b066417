import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { RetentionOffer as Offer } from '../../../../domain/keeping-members';
import type { Subscription } from '../../../../domain/subscription';
import { useServices } from '../../../shared/services';
import { amountWords } from '../keeping-words';
import { Alert } from '../../../kit/Alert';
import { Button } from '../../../kit/Button';
import { Card } from '../../../shared/components/Card';
import { useErrorText } from '../../../shared/i18n/use-error-text';
import { acceptRetentionOffer } from '../keeping-thunks';
import { noticeShown } from '../../account';
import { useAppDispatch } from '../../../shared/store/hooks';
import { isUnderWay, useRequest } from '../../../shared/store/use-request';
import { PauseChoice } from '../Pause';

interface Props {
  /** The API's offer, or 'support' for technical issues. */
  offer: Offer | 'support';
  subscription: Subscription;
  /** "Continue cancelling": cancels at once with the reason already given. */
  onContinue: () => void;
  cancelling: boolean;
}

/**
 * The one offer after the cancel reason (DESIGN.md, keeping members): "Continue cancelling" sits
 * beside it and finishes at once; there is no second offer.
 */
export function RetentionOffer({ offer, subscription, onContinue, cancelling }: Props) {
  const { t, i18n } = useTranslation();
  const { settings } = useServices();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const accepting = useRequest(acceptRetentionOffer);
  const errorText = useErrorText('keepMembers', accepting.error);
  const busy = cancelling || isUnderWay(accepting.status);

  const stayed = () => {
    dispatch(
      noticeShown({ tone: 'success', path: '/', message: { key: 'keepMembers.offer.accepted' } }),
    );
    void navigate('/', { replace: true });
  };
  const accept = async (id: string) => {
    if (busy) return;
    const outcome = await accepting.run(id);
    if (outcome.ok) stayed();
  };

  return (
    <Card title={t('keepMembers.offer.title')} isOutcome className="retention-offer">
      {offer === 'support' && (
        <>
          <p>{t('keepMembers.offer.support', { email: settings.supportEmail })}</p>
          <a className="button button--secondary" href={`mailto:${settings.supportEmail}`}>
            {t('keepMembers.offer.contactSupport')}
          </a>
        </>
      )}
      {offer !== 'support' && offer.kind === 'discount' && (
        <>
          <p>
            {t('keepMembers.offer.discount', {
              price: amountWords(offer.price, offer.currency, i18n.language),
              regular: amountWords(
                subscription.productPrice,
                subscription.productCurrency,
                i18n.language,
              ),
              count: offer.payments,
            })}
          </p>
          <Button
            variant="secondary"
            loading={accepting.busy}
            onClick={() => void accept(offer.id)}
          >
            {t('keepMembers.offer.acceptDiscount', {
              price: amountWords(offer.price, offer.currency, i18n.language),
            })}
          </Button>
        </>
      )}
      {offer !== 'support' && offer.kind === 'switch' && (
        <>
          <p>
            {t('keepMembers.offer.switch', {
              price: amountWords(offer.price, offer.currency, i18n.language),
            })}
          </p>
          <Button
            variant="secondary"
            loading={accepting.busy}
            onClick={() => void accept(offer.id)}
          >
            {t('keepMembers.offer.acceptSwitch')}
          </Button>
        </>
      )}
      {offer !== 'support' && offer.kind === 'pause' && (
        <>
          <p>{t('keepMembers.offer.pause')}</p>
          <PauseChoice onPaused={() => void navigate('/', { replace: true })} />
        </>
      )}
      {errorText && <Alert tone="error">{errorText}</Alert>}
      <div className="button-row">
        <Button loading={cancelling} onClick={onContinue}>
          {t('keepMembers.offer.continue')}
        </Button>
      </div>
    </Card>
  );
}
