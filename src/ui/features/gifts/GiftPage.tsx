import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { IsoDate } from '../../../domain/dates';
import { validateGiftOrder, type GiftOrder, type GiftProduct } from '../../../domain/gifts';
import { isRecord } from '../../../domain/shapes';
import { useServices } from '../../shared/services';
import { PageHeading } from '../../shared/components/PageHeading';
import { PageLoading } from '../../shared/components/PageLoading';
import { useDocumentTitle } from '../../shared/components/use-document-title';
import { useErrorText } from '../../shared/i18n/use-error-text';
import { Alert } from '../../kit/Alert';
import { Button } from '../../kit/Button';
import { useAppSelector } from '../../shared/store/hooks';
import { useRequest } from '../../shared/store/use-request';
import { forgetGiftReturn } from './gift-return-mark';
import { keepGiftDraft, keepGiftForSignIn, keptGiftDraft, type GiftDraft } from './gift-return';
import { buyGift, loadGiftProducts } from './gift-thunks';
import { GiftForm } from './GiftForm';
import { GiftPayment } from './GiftPayment';
import { useGiftsTranslation } from './gifts-catalogue';
import './gifts.css';

const TWELVE_MONTHS = 12;

function blankDraft(today: IsoDate): GiftDraft {
  return {
    productId: '',
    toRecipient: true,
    recipientName: '',
    recipientEmail: '',
    message: '',
    sendOn: today,
  };
}

/** The order a draft makes: a gift the buyer gives themselves is theirs today. */
function orderOf(draft: GiftDraft, today: IsoDate): GiftOrder {
  return {
    productId: draft.productId,
    recipient: draft.toRecipient
      ? { name: draft.recipientName, email: draft.recipientEmail }
      : null,
    message: draft.message,
    sendOn: draft.toRecipient ? draft.sendOn : today,
  };
}

/** The draft's product, or the twelve months when it names none of those sold here. */
function chosenProduct(products: readonly GiftProduct[], draft: GiftDraft): GiftProduct | null {
  return (
    products.find((product) => product.id === draft.productId) ??
    products.find((product) => product.months === TWELVE_MONTHS) ??
    products[0] ??
    null
  );
}

/** Back from a payment the provider called failed (/gift/paid says so in the router's state). */
const returnedFailed = (state: unknown) => isRecord(state) && state.giftPaymentFailed === true;

/**
 * /gift, Give Mindful (DESIGN.md, "Gifts"): the gift's form for anyone; a visitor signs in or
 * creates an account to pay and comes back to it with everything kept; a member goes on to the
 * payment step.
 */
export function GiftPage() {
  const { t } = useGiftsTranslation();
  useDocumentTitle(t('shop.title'));
  const { today } = useServices();
  const day = today();
  const navigate = useNavigate();
  const location = useLocation();
  const status = useAppSelector((state) => state.auth.status);
  const products = useRequest(loadGiftProducts);
  const buying = useRequest(buyGift);
  const buyError = useErrorText('checkout', buying.error?.fieldErrors ? null : buying.error);
  const [draft, setDraft] = useState<GiftDraft>(() => keptGiftDraft() ?? blankDraft(day));
  const [tried, setTried] = useState(false);
  const [paying, setPaying] = useState(false);
  const failedBefore = returnedFailed(location.state);
  const { run: loadProducts } = products;

  useEffect(() => {
    void loadProducts();
  }, [loadProducts]);
  useEffect(() => {
    if (status === 'signedIn') forgetGiftReturn();
  }, [status]);

  const list = products.data?.products ?? [];
  const product = chosenProduct(list, draft);
  const shown = product ? { ...draft, productId: product.id } : draft;
  const order = orderOf(shown, day);
  const errors = tried ? validateGiftOrder(order, day) : {};

  const change = (next: GiftDraft) => {
    setDraft(next);
    buying.reset();
  };

  const invalid = validateGiftOrder(order, day);
  const buy = async () => {
    keepGiftDraft(shown);
    const bought = await buying.run(order);
    if (bought.ok) setPaying(true);
  };
  /** Continue: the errors show, the first wrong field takes focus; a member's order goes out. */
  const goOn = () => {
    setTried(true);
    if (Object.keys(invalid).length === 0 && status === 'signedIn') void buy();
    return invalid;
  };

  const toSignIn = (path: '/signin' | '/signup') => {
    keepGiftForSignIn(shown);
    void navigate(path);
  };

  if (products.status === 'rejected') {
    return (
      <div className="page page--narrow gift-page">
        <PageHeading>{t('shop.title')}</PageHeading>
        <Alert tone="error">{t('shop.loadFailed')}</Alert>
        <Button onClick={() => void loadProducts()}>
          {t('common.retry', { ns: 'translation' })}
        </Button>
      </div>
    );
  }
  if (!product) return <PageLoading label={t('shop.loading')} />;

  return (
    <div className="page page--narrow gift-page">
      <header className="page__header">
        <PageHeading>{t('shop.title')}</PageHeading>
        <p className="page__lead">{t('shop.lead')}</p>
      </header>
      {failedBefore && !paying && <Alert tone="error">{t('paid.failed')}</Alert>}
      <section className="card">
        {paying && buying.data && status === 'signedIn' ? (
          <GiftPayment
            purchase={buying.data}
            product={product}
            draft={shown}
            today={day}
            onChange={() => {
              setPaying(false);
              buying.reset();
            }}
          />
        ) : (
          <GiftForm
            products={list}
            draft={shown}
            onChange={change}
            errors={errors}
            today={day}
            onSubmit={goOn}
          >
            {buyError && <Alert tone="error">{buyError}</Alert>}
            {status === 'signedIn' ? (
              <Button type="submit" wide loading={buying.busy}>
                {t('shop.continue')}
              </Button>
            ) : (
              <SignInFirst ready={Object.keys(invalid).length === 0} onSignIn={toSignIn} />
            )}
          </GiftForm>
        )}
      </section>
    </div>
  );
}

/**
 * A visitor's way on: sign in or create an account, the form kept for their return. With a field
 * still wrong the buttons only show what is wrong (the form's submit), as Continue would.
 */
function SignInFirst({
  ready,
  onSignIn,
}: {
  ready: boolean;
  onSignIn: (path: '/signin' | '/signup') => void;
}) {
  const { t } = useGiftsTranslation();
  return (
    <div className="stack gift-sign-in">
      <p>{t('shop.signInLead')}</p>
      <div className="button-row">
        <Button
          type={ready ? 'button' : 'submit'}
          onClick={ready ? () => onSignIn('/signin') : undefined}
        >
          {t('shop.signIn')}
        </Button>
        <Button
          type={ready ? 'button' : 'submit'}
          variant="secondary"
          onClick={ready ? () => onSignIn('/signup') : undefined}
        >
          {t('shop.signUp')}
        </Button>
      </div>
    </div>
  );
}
