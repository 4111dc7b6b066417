import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { PaymentConfirmer, PaymentFormProps } from '../../application/ports/payments';
import { Field } from '../../ui/kit/Field';
import {
  AUTHENTICATION_CARD,
  cardPartProblem,
  DECLINED_CARD,
  type CardDetails,
} from '../demo-card';
import type { DemoWorld } from '../demo-world';
import type { InMemoryPayments } from '../in-memory-payments';
import { AuthenticationDialog } from './AuthenticationDialog';
import {
  caretAfterDigits,
  digitsOnly,
  formatCardNumber,
  formatExpiry,
  formatSecurityCode,
  type CardField,
} from './card-format';
import { createDemoWallets } from './DemoWallets';
import { useFocusOnRefusal } from './use-focus-on-refusal';
import { methodsEnabledFor, setsUpRenewals } from '../demo-bank-redirects';
import { isBankRedirect, type PaymentMethodKind } from '../../domain/payment-methods';
import { DemoBankRedirectNote } from './DemoBankRedirectNote';
import { DemoMethodChoice } from './DemoMethodChoice';
import { DemoSepaFields } from './DemoSepaFields';
import { useDemoTranslation } from './demo-catalogue';
import './demo-card-form.css';

/** Stripe's test cards, as the demo provider treats them. */
const TEST_CARDS = [
  { number: '4242424242424242', outcome: 'succeeds' },
  { number: DECLINED_CARD, outcome: 'declined' },
  { number: AUTHENTICATION_CARD, outcome: 'authentication' },
] as const;

const FORMAT: Record<CardField, (raw: string) => string> = {
  number: formatCardNumber,
  expiry: formatExpiry,
  cvc: formatSecurityCode,
};

const EMPTY_CARD: CardDetails = { number: '', expiry: '', cvc: '' };
const UNTOUCHED: Record<CardField, boolean> = { number: false, expiry: false, cvc: false };

interface Challenge {
  answer: (passed: boolean) => void;
}

function CardIcon() {
  return (
    <svg className="demo-card-form__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="2" y="5" width="20" height="14" rx="2" fill="none" stroke="currentColor" />
      <path d="M2 9.5h20" stroke="currentColor" strokeWidth="2" />
      <path d="M5 15h5" stroke="currentColor" />
    </svg>
  );
}

/**
 * The demo's stand-in for Stripe's Payment Element: card number, expiration date and security
 * code, labelled as Stripe labels them, below the demo wallets when the page offers them. Once mounted it hands the page a confirmer that reads what
 * was typed and asks the in-memory provider; a card that needs authentication opens the demo
 * bank's check.
 */
export function createDemoCardForm(
  payments: InMemoryPayments,
  world: DemoWorld,
  /** A full navigation, as Stripe's redirect to the bank is. */
  leave: (url: string) => void = (url) => window.location.assign(url),
): ComponentType<PaymentFormProps<ReactNode>> {
  const DemoWallets = createDemoWallets(payments, world);

  return function DemoCardForm({ clientSecret, onReady, express }: PaymentFormProps<ReactNode>) {
    const { t } = useDemoTranslation();
    const id = useId();
    const [card, setCard] = useState<CardDetails>(EMPTY_CARD);
    const [touched, setTouched] = useState(UNTOUCHED);
    const [attempted, setAttempted] = useState(false);
    const [challenge, setChallenge] = useState<Challenge | null>(null);
    // Euro prices also offer SEPA Direct Debit, iDEAL | Wero and Bancontact, as the back end enables.
    const methods = methodsEnabledFor(world.state, clientSecret);
    const [method, setMethod] = useState<PaymentMethodKind>('card');
    const chosen = useRef({ method, iban: '' });
    chosen.current.method = method;

    // What the confirmer reads when the page confirms: the latest values, not a render's copy.
    const typed = useRef<CardDetails>(EMPTY_CARD);
    const secret = useRef(clientSecret);
    const announce = useRef(onReady);
    const pending = useRef<Challenge | null>(null);
    const numberInput = useRef<HTMLInputElement>(null);
    const numberCaret = useRef<number | null>(null);
    const { form, noteRefusal } = useFocusOnRefusal();

    useLayoutEffect(() => {
      secret.current = clientSecret;
      announce.current = onReady;
    });

    const [confirmer] = useState<PaymentConfirmer>(() => {
      const authenticate = () =>
        new Promise<boolean>((resolve) => {
          const next: Challenge = {
            answer: (passed) => {
              pending.current = null;
              setChallenge(null);
              resolve(passed);
            },
          };
          pending.current = next;
          setChallenge(next);
        });
      const confirmChosen = (returnUrl: string) => {
        const { method: way } = chosen.current;
        if (way === 'sepa_debit') {
          const iban = () => chosen.current.iban;
          return payments.debitConfirmer(secret.current, iban).confirm(returnUrl);
        }
        if (isBankRedirect(way)) {
          return payments.redirectConfirmer(secret.current, way, leave).confirm(returnUrl);
        }
        const details = { ...typed.current };
        return payments.confirmer(secret.current, details, authenticate).confirm(returnUrl);
      };
      return {
        confirm: (returnUrl) => {
          setAttempted(true);
          return confirmChosen(returnUrl).catch(noteRefusal);
        },
      };
    });

    useEffect(() => {
      announce.current(confirmer);
    }, [confirmer, clientSecret]);

    // A check still open when the form goes away counts as failed, so no confirmation hangs.
    useEffect(() => () => pending.current?.answer(false), []);

    // Grouping the number moves the text; keep the caret after the digit it followed.
    useLayoutEffect(() => {
      const input = numberInput.current;
      const caret = numberCaret.current;
      numberCaret.current = null;
      if (input && caret !== null && document.activeElement === input) {
        input.setSelectionRange(caret, caret);
      }
    }, [card.number]);

    const update = (field: CardField, raw: string) => {
      const next = { ...typed.current, [field]: FORMAT[field](raw) };
      typed.current = next;
      setCard(next);
    };

    const onNumberChange = (event: ChangeEvent<HTMLInputElement>) => {
      const { value, selectionStart } = event.target;
      const digitsBeforeCaret = digitsOnly(value.slice(0, selectionStart ?? value.length)).length;
      numberCaret.current = caretAfterDigits(formatCardNumber(value), digitsBeforeCaret);
      update('number', value);
    };

    /**
     * What Stripe's field would say under it: once the person has left it with something typed,
     * and for every field once a payment was tried. It follows each change from then on.
     */
    const errorOf = (field: CardField): string | null => {
      const judged = attempted || (touched[field] && card[field] !== '');
      const problem = judged ? cardPartProblem(field, card[field], world.today()) : null;
      if (!problem) return null;
      // The portal's own catalogue already says this one, in the same words as Stripe.
      if (problem === 'invalid_number')
        return t('checkoutForm.errors.invalidCard', { ns: 'translation' });
      return t(`cardForm.errors.${problem}`);
    };

    /** The field of one part of the card: its id and its error. */
    const fieldProps = (field: CardField) => ({ id: `${id}-${field}`, error: errorOf(field) });
    /** What the three inputs share: digits typed in, judged once left. */
    const inputProps = (field: CardField) => ({
      className: 'field__input',
      value: card[field],
      inputMode: 'numeric' as const,
      spellCheck: false,
      onBlur: () => setTouched((before) => ({ ...before, [field]: true })),
    });

    return (
      <div className="demo-card-form" ref={form}>
        {express && <DemoWallets clientSecret={clientSecret} express={express} />}
        {/* Folded, so that the card number stays high on a phone; the summary says it is a demo. */}
        <details className="demo-card-form__notice">
          <summary className="demo-card-form__title">
            <span className="badge">{t('cardForm.badge')}</span>{' '}
            <strong>{t('cardForm.title')}</strong>
            <span className="demo-card-form__hint">{t('cardForm.testCardsLabel')}</span>
          </summary>
          <p>{t('cardForm.intro')}</p>
          <ul className="demo-card-form__cards" aria-label={t('cardForm.testCardsLabel')}>
            {TEST_CARDS.map(({ number, outcome }) => (
              <li key={number}>
                <code className="demo-card-form__number">{formatCardNumber(number)}</code>{' '}
                {t(`cardForm.testCards.${outcome}`)}
              </li>
            ))}
          </ul>
          <p>{t('cardForm.anyExpiry')}</p>
        </details>

        {methods.length > 1 && (
          <DemoMethodChoice methods={methods} method={method} onChoose={setMethod} />
        )}
        {isBankRedirect(method) ? (
          <DemoBankRedirectNote
            method={method}
            renews={setsUpRenewals(world.state, clientSecret)}
          />
        ) : method === 'sepa_debit' ? (
          <DemoSepaFields
            attempted={attempted}
            onChange={(iban) => {
              chosen.current.iban = iban;
            }}
          />
        ) : (
          <fieldset className="demo-card-form__fields">
            {/* Beside the ways to pay, the chosen tile already says "Card": read out, not drawn. */}
            <legend
              className={`demo-card-form__legend${methods.length > 1 ? ' visually-hidden' : ''}`}
            >
              <CardIcon />
              {t('cardForm.legend')}
            </legend>
            <Field {...fieldProps('number')} label={t('cardForm.cardNumber')}>
              {(control) => (
                <input
                  {...control}
                  {...inputProps('number')}
                  ref={numberInput}
                  name="cardnumber"
                  autoComplete="cc-number"
                  placeholder="1234 1234 1234 1234"
                  onChange={onNumberChange}
                />
              )}
            </Field>
            <div className="form__row demo-card-form__row">
              <Field {...fieldProps('expiry')} label={t('cardForm.expirationDate')}>
                {(control) => (
                  <input
                    {...control}
                    {...inputProps('expiry')}
                    name="exp-date"
                    autoComplete="cc-exp"
                    placeholder={t('cardForm.expirationPlaceholder')}
                    onChange={(event) => update('expiry', event.target.value)}
                  />
                )}
              </Field>
              <Field {...fieldProps('cvc')} label={t('cardForm.securityCode')}>
                {(control) => (
                  <input
                    {...control}
                    {...inputProps('cvc')}
                    name="cvc"
                    autoComplete="cc-csc"
                    placeholder={t('cardForm.securityCodePlaceholder')}
                    onChange={(event) => update('cvc', event.target.value)}
                  />
                )}
              </Field>
            </div>
          </fieldset>
        )}

        {challenge && (
          <AuthenticationDialog onAnswer={challenge.answer} returnFocusTo={numberInput} />
        )}
      </div>
    );
  };
}
