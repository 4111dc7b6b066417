import {
  useRef,
  useState,
  useSyncExternalStore,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import type { ExpressCheckout, PaymentConfirmer, Wallet } from '../../application/ports/payments';
import { toAppError } from '../../domain/errors';
import { Alert } from '../../ui/kit/Alert';
import { Button } from '../../ui/kit/Button';
import { Dialog } from '../../ui/kit/Dialog';
import { WalletsLayout } from '../../ui/kit/WalletsLayout';
import type { DemoWorld } from '../demo-world';
import {
  DEMO_WALLET_CARD,
  WALLETS_OF,
  type Authenticate,
  type InMemoryPayments,
} from '../in-memory-payments';
import { AuthenticationDialog } from './AuthenticationDialog';
import { useDemoTranslation } from './demo-catalogue';
import './demo-wallets.css';

interface DemoWalletsProps {
  clientSecret: string;
  express: ExpressCheckout<ReactNode>;
}

const WALLET_CLASS: Record<Wallet, string> = {
  applePay: 'demo-wallet demo-wallet--apple',
  googlePay: 'demo-wallet demo-wallet--google',
  link: 'demo-wallet demo-wallet--link',
};

/**
 * The demo's stand-in for wallet buttons: styled as the wallets they stand for, marked "Demo", and
 * shown as the demo tools say this browser offers them. A button opens a sheet (a dialog) with the
 * page's schedule, the account and a card ending 4242; Pay confirms through the page's own path.
 */
export function createDemoWallets(payments: InMemoryPayments, world: DemoWorld) {
  const subscribe = (listener: () => void) => world.subscribe(listener);
  const offered = () => WALLETS_OF[world.settings.wallets];

  return function DemoWallets({ clientSecret, express }: DemoWalletsProps) {
    const { t } = useDemoTranslation();
    const wallets = useSyncExternalStore(subscribe, offered);
    const [open, setOpen] = useState<Wallet | null>(null);
    const opener = useRef<HTMLButtonElement | null>(null);

    return (
      <WalletsLayout terms={express.terms} shown={wallets.length > 0}>
        {wallets.map((wallet) => (
          <button
            key={wallet}
            type="button"
            className={WALLET_CLASS[wallet]}
            onClick={(event) => {
              opener.current = event.currentTarget;
              setOpen(wallet);
            }}
          >
            <span className="demo-wallet__name">{t(`wallets.${wallet}`)}</span>{' '}
            <span className="badge demo-wallet__badge">{t('cardForm.badge')}</span>
          </button>
        ))}
        {open && (
          <WalletSheet
            wallet={open}
            express={express}
            confirmer={(authenticate) => payments.walletConfirmer(clientSecret, authenticate)}
            onClose={() => {
              setOpen(null);
              express.onCancel?.();
            }}
            returnFocusTo={opener}
          />
        )}
      </WalletsLayout>
    );
  };
}

/**
 * The sheet opens under the pointer: the second click of a double click on a wallet button would
 * otherwise land on Pay or Cancel. Keyboard activation has a click count of 0.
 */
function firstClick(event: MouseEvent): boolean {
  return event.detail < 2;
}

interface WalletSheetProps {
  wallet: Wallet;
  express: ExpressCheckout<ReactNode>;
  confirmer: (authenticate: Authenticate) => PaymentConfirmer;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The demo wallet's sheet: what is bought, by whom, with which card; Pay or Cancel. */
function WalletSheet({ wallet, express, confirmer, onClose, returnFocusTo }: WalletSheetProps) {
  const { t } = useDemoTranslation();
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [check, setCheck] = useState<((passed: boolean) => void) | null>(null);
  const busy = useRef(false);

  const authenticate = () =>
    new Promise<boolean>((resolve) => {
      setCheck(() => (passed: boolean) => {
        setCheck(null);
        resolve(passed);
      });
    });

  const pay = async () => {
    // A second press while the first runs never confirms twice.
    if (busy.current) return;
    busy.current = true;
    setPaying(true);
    setError(null);
    try {
      await express.onConfirm(confirmer(authenticate));
      // The page has moved on to its outcome; this sheet goes with the form.
    } catch (reason) {
      setError(toAppError(reason).message);
      busy.current = false;
      setPaying(false);
    }
  };

  // While the wallet confirms, the sheet cannot be dismissed: the payment is under way.
  const close = () => {
    if (!busy.current) onClose();
  };

  return (
    <>
      <Dialog
        className="demo-wallet-sheet"
        title={t(`wallets.${wallet}`)}
        eyebrow={<span className="badge">{t('cardForm.badge')}</span>}
        description={t('wallets.sheet.description')}
        onClose={close}
        returnFocusTo={returnFocusTo}
      >
        <div className="stack">
          <dl className="summary demo-wallet-sheet__account">
            <div className="summary__row">
              <dt>{t('wallets.sheet.account')}</dt>
              <dd>{express.email ?? ''}</dd>
            </div>
            <div className="summary__row">
              <dt>{t('wallets.sheet.card')}</dt>
              <dd>{t('wallets.sheet.cardEnding', { last4: DEMO_WALLET_CARD.last4 })}</dd>
            </div>
          </dl>
          {express.summary}
          {error && <Alert tone="error">{error}</Alert>}
          <div className="button-row">
            <Button loading={paying} onClick={(event) => firstClick(event) && void pay()}>
              {t('wallets.sheet.pay')}
            </Button>
            <Button
              variant="secondary"
              disabled={paying}
              onClick={(event) => firstClick(event) && close()}
            >
              {t('wallets.sheet.cancel')}
            </Button>
          </div>
        </div>
      </Dialog>
      {check && <AuthenticationDialog onAnswer={check} returnFocusTo={returnFocusTo} />}
    </>
  );
}
