import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { MAX_TYPED_GIFT_CODE, parseGiftCode } from '../../../domain/gift-code';
import { useAddressSecrets } from '../../shared/use-address-secrets';
import { PageHeading } from '../../shared/components/PageHeading';
import { TextField } from '../../shared/components/TextField';
import { useDocumentTitle } from '../../shared/components/use-document-title';
import { Alert } from '../../kit/Alert';
import { Button } from '../../kit/Button';
import { useAppSelector } from '../../shared/store/hooks';
import type { Rejection } from '../../shared/store/rejection';
import { useRequest } from '../../shared/store/use-request';
import { keepCodeForSignIn, takeKeptCode } from './gift-return';
import { forgetGiftReturn } from './gift-return-mark';
import { previewGiftRedemption, redeemGift } from './gift-thunks';
import { RedeemedMembership, RedemptionPreview, redeemErrorKey } from './RedemptionPreview';
import { useGiftsTranslation } from './gifts-catalogue';
import './gifts.css';
import '../profile/profile.css';

/** The code the page was opened with: the recipient's link (`?code=`), or kept across a sign-in. */
function useArrivingCode(): string {
  const { code } = useAddressSecrets();
  const [arriving] = useState(() => {
    const kept = takeKeptCode();
    const given = code ?? kept ?? '';
    return given.length <= MAX_TYPED_GIFT_CODE ? given : '';
  });
  return arriving;
}

/**
 * /redeem: a gift's code, typed in any case, with spaces or dashes, or brought by the recipient's
 * link (its `?code=` leaves the address before any script reads it, src/address-secrets.ts). A
 * visitor signs in or creates an account first and comes back with the code kept, never in the
 * address. A member sees what redeeming will do before "Redeem"; a refused code gets one clear
 * message and changes nothing; after redeeming, the membership as it now is.
 */
export function RedeemPage() {
  const { t } = useGiftsTranslation();
  useDocumentTitle(t('redeem.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const status = useAppSelector((state) => state.auth.status);
  const subscription = useAppSelector((state) => state.auth.user?.subscription ?? null);
  const arriving = useArrivingCode();
  const [code, setCode] = useState(arriving);
  const [malformed, setMalformed] = useState(false);
  const preview = useRequest(previewGiftRedemption);
  const redeeming = useRequest(redeemGift);
  const checkedOnArrival = useRef(false);
  const { run: check } = preview;

  useEffect(() => {
    if (status !== 'signedIn') return;
    forgetGiftReturn();
    // A code brought by the link or kept across the sign-in is checked at once, once.
    if (checkedOnArrival.current || parseGiftCode(arriving) === null) return;
    checkedOnArrival.current = true;
    void check(arriving);
  }, [status, arriving, check]);

  useEffect(() => {
    // The code is done with: the history entry forgets it (a reload then starts afresh).
    if (redeeming.status === 'fulfilled' && location.state !== null) {
      void navigate({ pathname: location.pathname }, { replace: true, state: null });
    }
  }, [redeeming.status, location.state, location.pathname, navigate]);

  const refusal: Rejection | null = redeeming.error ?? preview.error;
  const { key, ns } = refusal ? redeemErrorKey(refusal) : { key: null, ns: undefined };
  const refusalText = key ? t(key, ns ? { ns } : {}) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const valid = parseGiftCode(code) !== null;
    setMalformed(!valid);
    if (!valid) {
      event.currentTarget.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
      return;
    }
    if (status === 'signedIn') void check(code);
  };

  const toSignIn = (path: '/signin' | '/signup') => {
    keepCodeForSignIn(code);
    void navigate(path);
  };

  if (redeeming.status === 'fulfilled' && redeeming.data) {
    return (
      <div className="page page--narrow gift-page">
        <PageHeading>{t('redeem.doneTitle')}</PageHeading>
        <RedeemedMembership subscription={redeeming.data.subscription} />
        <Link className="button button--primary" to="/">
          {t('redeem.toProfile')}
        </Link>
      </div>
    );
  }

  const previewed = preview.status === 'fulfilled' ? preview.data : undefined;
  return (
    <div className="page page--narrow gift-page">
      <header className="page__header">
        <PageHeading>{t('redeem.title')}</PageHeading>
        <p className="page__lead">{t('redeem.lead')}</p>
      </header>
      <section className="card">
        <form className="stack" noValidate onSubmit={submit}>
          <TextField
            label={t('redeem.code')}
            name="code"
            className="redeem-code-field"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            hint={t('redeem.codeHint')}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setMalformed(false);
              preview.reset();
              redeeming.reset();
            }}
            error={malformed ? t('redeem.errors.invalid') : null}
          />
          {refusalText && <Alert tone="error">{refusalText}</Alert>}
          {status !== 'signedIn' ? (
            <div className="stack">
              <p>{t('redeem.signInLead')}</p>
              <div className="button-row">
                <Button onClick={() => parseGiftCode(code) && toSignIn('/signin')} type="submit">
                  {t('redeem.signIn')}
                </Button>
                <Button
                  variant="secondary"
                  type="submit"
                  onClick={() => parseGiftCode(code) && toSignIn('/signup')}
                >
                  {t('redeem.signUp')}
                </Button>
              </div>
            </div>
          ) : previewed ? (
            <div className="redeem-preview" role="status">
              <h2 className="card__title">{t('redeem.previewTitle')}</h2>
              <RedemptionPreview preview={previewed} subscription={subscription} />
              <div className="button-row">
                <Button loading={redeeming.busy} onClick={() => void redeeming.run(code)}>
                  {t('redeem.submit')}
                </Button>
              </div>
            </div>
          ) : (
            <Button type="submit" loading={preview.busy}>
              {t('redeem.check')}
            </Button>
          )}
        </form>
      </section>
    </div>
  );
}
