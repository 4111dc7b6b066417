import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElementsOptionsClientSecret, StripeError } from '@stripe/stripe-js';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentConfirmer, PaymentFormProps } from '../../application/ports/payments';
import { AppError } from '../../domain/errors';
import { useResolvedTheme } from '../../ui/kit/use-theme';
import { PAYMENT_ELEMENT_OPTIONS, stripeAppearance } from './stripe-appearance';
import { stripeLocaleOf } from './stripe-locale';
import { createStripeConfirmer, toPaymentsError } from './stripe-confirmer';
import { createStripeLoader } from './stripe-loader';
import { StripeWallets } from './StripeWallets';
import './stripe-payment-form.css';

export interface StripePaymentFormSettings {
  publishableKey: string;
  /** A stand-in for Stripe.js to load first (STRIPE_JS_URL, local runs only); '' for Stripe's. */
  scriptUrl?: string;
}

/** Stripe.js is on its way; it is there; or it, or Stripe's form, could not be loaded. */
type FormState =
  | { phase: 'loading' }
  | { phase: 'showing'; stripe: Stripe }
  | { phase: 'failed'; stripe: Stripe | null };

interface PaymentFieldsProps {
  clientSecret: string;
  onReady: (confirmer: PaymentConfirmer) => void;
  onLoadError: (error: StripeError) => void;
}

/** Stripe's Payment Element; hands over a confirmer once Stripe says the element is ready. */
function PaymentFields({ clientSecret, onReady, onLoadError }: PaymentFieldsProps) {
  const stripe = useStripe();
  const elements = useElements();
  const announced = useRef(false);

  const handleReady = useCallback(() => {
    if (announced.current || !stripe || !elements) return;
    announced.current = true;
    onReady(createStripeConfirmer({ stripe, elements, clientSecret }));
  }, [stripe, elements, clientSecret, onReady]);

  return (
    <PaymentElement
      className="stripe-form__element"
      options={PAYMENT_ELEMENT_OPTIONS}
      onReady={handleReady}
      onLoadError={(event) => onLoadError(event.error)}
    />
  );
}

/**
 * The Stripe payment form of the payments port: Stripe's Payment Element (accordion, expanded) in
 * the portal's colours, with the Express Checkout Element above it when the page offers wallets.
 * Stripe.js is fetched when a form first opens, once per publishable key.
 * If it (or Stripe's form) cannot load, the form says so, offers a retry and tells the page
 * through onError.
 */
export function createStripePaymentForm({
  publishableKey,
  scriptUrl,
}: StripePaymentFormSettings): ComponentType<PaymentFormProps<ReactNode>> {
  const loadStripe = createStripeLoader(scriptUrl);

  return function StripePaymentForm({
    clientSecret,
    onReady,
    onError,
    express,
  }: PaymentFormProps<ReactNode>) {
    const { t, i18n } = useTranslation();
    // Stripe's words in the page's language; a switch reaches the open form through
    // elements.update (react-stripe-js), so that what was typed stays.
    const locale = stripeLocaleOf(i18n.language);
    const [state, setState] = useState<FormState>({ phase: 'loading' });
    const [attempt, setAttempt] = useState(0);
    const region = useRef<HTMLDivElement>(null);
    const callbacks = useRef({ onReady, onError });
    // Stripe's iframe cannot see the page's CSS: it is told the theme, and told again on a change.
    const theme = useResolvedTheme();

    useLayoutEffect(() => {
      callbacks.current = { onReady, onError };
    });

    useEffect(() => {
      if (state.phase !== 'loading') return;
      let live = true;
      loadStripe(publishableKey).then(
        (stripe) => {
          if (live) setState({ phase: 'showing', stripe });
        },
        () => {
          if (!live) return;
          setState({ phase: 'failed', stripe: null });
          callbacks.current.onError?.(
            new AppError('network/unavailable', 'Stripe.js could not be loaded.'),
          );
        },
      );
      return () => {
        live = false;
      };
    }, [state.phase]);

    const options = useMemo<StripeElementsOptionsClientSecret>(
      () => ({ clientSecret, appearance: stripeAppearance(theme), locale, loader: 'auto' }),
      [clientSecret, theme, locale],
    );

    const handleReady = useCallback(
      (confirmer: PaymentConfirmer) => callbacks.current.onReady(confirmer),
      [],
    );

    const handleLoadError = useCallback((error: StripeError) => {
      setState((before) => ({
        phase: 'failed',
        stripe: before.phase === 'loading' ? null : before.stripe,
      }));
      callbacks.current.onError?.(toPaymentsError(error));
    }, []);

    const retry = () => {
      setState((before) =>
        before.phase !== 'loading' && before.stripe
          ? { phase: 'showing', stripe: before.stripe }
          : { phase: 'loading' },
      );
      // A new Elements group: Stripe's form is created afresh.
      setAttempt((count) => count + 1);
      // The retry button goes away; keep the keyboard where the form is.
      region.current?.focus();
    };

    return (
      <div className="stripe-form" ref={region} tabIndex={-1}>
        {state.phase === 'loading' && (
          <p className="stripe-form__loading" role="status">
            <span className="spinner" aria-hidden="true" />
            <span>{t('stripeForm.loading')}</span>
          </p>
        )}
        {state.phase === 'showing' && (
          <Elements key={`${clientSecret}#${attempt}`} stripe={state.stripe} options={options}>
            {express && <StripeWallets clientSecret={clientSecret} express={express} />}
            <PaymentFields
              clientSecret={clientSecret}
              onReady={handleReady}
              onLoadError={handleLoadError}
            />
          </Elements>
        )}
        {state.phase === 'failed' && (
          <div className="alert alert--error stripe-form__failure" role="alert">
            <p className="stripe-form__failure-title">{t('stripeForm.loadFailed')}</p>
            <p>{t('stripeForm.loadFailedHint')}</p>
            <button type="button" className="button button--secondary" onClick={retry}>
              {t('stripeForm.retry')}
            </button>
          </div>
        )}
      </div>
    );
  };
}
