import { ExpressCheckoutElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type {
  StripeExpressCheckoutElementClickEvent,
  StripeExpressCheckoutElementConfirmEvent,
  StripeExpressCheckoutElementOptions,
  StripeExpressCheckoutElementReadyEvent,
} from '@stripe/stripe-js';
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ExpressCheckout, Wallet } from '../../application/ports/payments';
import { AppError } from '../../domain/errors';
import { WalletsLayout } from '../../ui/kit/WalletsLayout';
import { useResolvedTheme } from '../../ui/kit/use-theme';
import { walletButtonTheme } from './stripe-appearance';
import { createStripeWalletConfirmer } from './stripe-confirmer';
import { clickDetails, EXPRESS_PAYMENT_METHODS, walletsOf } from './stripe-wallet-sheet';

interface StripeWalletsProps {
  clientSecret: string;
  express: ExpressCheckout<ReactNode>;
}

/**
 * Stripe's Express Checkout Element above the card form, in the same Elements group. Until Stripe
 * says which wallets this browser offers, and when it offers none, the section takes no room.
 */
export function StripeWallets({ clientSecret, express }: StripeWalletsProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [wallets, setWallets] = useState<readonly Wallet[]>([]);
  const latest = useRef(express);

  useLayoutEffect(() => {
    latest.current = express;
  });

  const setup = express.schedule === null;
  const theme = useResolvedTheme();
  const options = useMemo<StripeExpressCheckoutElementOptions>(
    () => ({
      paymentMethods: EXPRESS_PAYMENT_METHODS,
      buttonTheme: walletButtonTheme(theme),
      buttonType: setup
        ? { applePay: 'plain', googlePay: 'plain' }
        : { applePay: 'subscribe', googlePay: 'subscribe' },
      buttonHeight: 48,
      layout: { overflow: 'never' },
    }),
    [setup, theme],
  );

  const onReady = ({ availablePaymentMethods }: StripeExpressCheckoutElementReadyEvent) => {
    const offered = walletsOf(availablePaymentMethods);
    setWallets(offered);
    latest.current.onWallets?.(offered);
  };

  // Stripe asks for the sheet's details within a second of the click: nothing is awaited here.
  const onClick = (event: StripeExpressCheckoutElementClickEvent) => {
    event.resolve(clickDetails(latest.current));
  };

  const onConfirm = async (event: StripeExpressCheckoutElementConfirmEvent) => {
    if (!stripe || !elements) {
      event.paymentFailed({ reason: 'fail' });
      return;
    }
    const confirmer = createStripeWalletConfirmer({ stripe, elements, clientSecret });
    try {
      await latest.current.onConfirm(confirmer);
    } catch (error) {
      // The page shows the failure too; the sheet says it in the provider's words.
      const message = error instanceof AppError ? error.message : undefined;
      event.paymentFailed({ reason: 'fail', message });
    }
  };

  return (
    <WalletsLayout terms={express.terms} shown={wallets.length > 0}>
      <ExpressCheckoutElement
        // Stripe cannot change a mounted element's button colours: a new theme, a new element.
        key={theme}
        options={options}
        onReady={onReady}
        onClick={onClick}
        onConfirm={(event) => void onConfirm(event)}
        onCancel={() => latest.current.onCancel?.()}
      />
    </WalletsLayout>
  );
}
