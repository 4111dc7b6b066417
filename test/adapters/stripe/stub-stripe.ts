import type {
  PaymentIntent,
  PaymentIntentResult,
  SetupIntent,
  SetupIntentResult,
  Stripe,
  StripeElements,
  StripeElementsOptions,
  StripeError,
} from '@stripe/stripe-js';
import type { BankAnswer, CardScenario } from '../payments.contract';

/**
 * A stand-in for Stripe (Stripe.js and its servers), which cannot be reached from the tests. It
 * keeps the intents it issued and answers confirmations as Stripe does for its test cards:
 * the Payment Element checks what was typed before anything is sent (validation_error), the
 * server declines or approves, and a card that needs 3-D Secure goes through Stripe's own dialog
 * inside confirmPayment / confirmSetup, whose answer the scenario decides.
 */

type IntentKind = 'payment' | 'setup';

interface StubIntent {
  id: string;
  kind: IntentKind;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';
  paymentMethod: string | null;
  cancellationReason: 'duplicate' | null;
}

export const STUB_MESSAGES = {
  declined: 'Your card was declined.',
  invalidNumber: 'Your card number is invalid.',
  expired: "Your card's expiration year is in the past.",
  incompleteCvc: "Your card's security code is incomplete.",
  authentication:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
} as const;

/** Stripe's servers, as far as the portal's confirmations reach them. */
export class StubStripeServer {
  private readonly intents = new Map<string, StubIntent>();
  private count = 0;
  /** The 3-D Secure dialogs Stripe showed, one entry per challenge. */
  readonly challenges: string[] = [];

  issue(kind: IntentKind): string {
    this.count += 1;
    const id = `${kind === 'setup' ? 'seti' : 'pi'}_stub${this.count}`;
    this.intents.set(id, {
      id,
      kind,
      status: 'requires_payment_method',
      paymentMethod: null,
      cancellationReason: null,
    });
    return `${id}_secret_stub${this.count}`;
  }

  /**
   * The payment intent of a renewal that the bank must check: the back end's off-session charge
   * of the card on file asked for authentication.
   */
  issueRenewal(): string {
    const secret = this.issue('payment');
    const intent = this.intents.get(secret.split('_secret_')[0] ?? '') as StubIntent;
    intent.status = 'requires_action';
    intent.paymentMethod = `pm_on_file_${intent.id}`;
    return secret;
  }

  /**
   * The bank's check of a renewal: handleNextAction on an intent waiting for it, or
   * confirmCardPayment with the card on file after a check that failed.
   */
  checkRenewal(
    clientSecret: string,
    answer: BankAnswer,
    paymentMethod: string | null,
  ): PaymentIntentResult {
    const id = clientSecret.split('_secret_')[0] ?? '';
    const intent = this.intents.get(id);
    if (!intent || intent.kind !== 'payment') {
      return failure(
        'invalid_request_error',
        'resource_missing',
        `No such payment_intent: '${id}'`,
      );
    }
    const waiting = paymentMethod
      ? intent.status === 'requires_payment_method' && intent.paymentMethod === paymentMethod
      : intent.status === 'requires_action';
    if (!waiting) {
      return failure(
        'invalid_request_error',
        'payment_intent_unexpected_state',
        `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
      );
    }
    this.challenges.push(id);
    if (answer === 'authentication-failed') {
      intent.status = 'requires_payment_method';
      return failure(
        'invalid_request_error',
        'payment_intent_authentication_failure',
        STUB_MESSAGES.authentication,
      );
    }
    intent.status = 'succeeded';
    return succeeded(intent) as PaymentIntentResult;
  }

  /**
   * What the back end does to an account's other open checkouts once one of them is paid (a
   * second tab): it cancels their intents as duplicates.
   */
  cancelAsDuplicate(clientSecret: string): void {
    const intent = this.intents.get(clientSecret.split('_secret_')[0] ?? '');
    if (!intent) throw new Error(`The stub never issued ${clientSecret}`);
    intent.status = 'canceled';
    intent.cancellationReason = 'duplicate';
  }

  /** What confirmPayment / confirmSetup resolve to for the card typed into the element. */
  confirm(
    kind: IntentKind,
    clientSecret: string,
    card: CardScenario,
  ): PaymentIntentResult | SetupIntentResult {
    const invalid = clientSideError(card);
    if (invalid) return { error: invalid };
    const id = clientSecret.split('_secret_')[0] ?? '';
    const intent = this.intents.get(id);
    if (!intent || intent.kind !== kind) {
      return failure('invalid_request_error', 'resource_missing', `No such ${noun(kind)}: '${id}'`);
    }
    if (intent.status === 'succeeded') {
      return failure(
        'invalid_request_error',
        `${kind === 'setup' ? 'setup' : 'payment'}_intent_unexpected_state`,
        `You cannot confirm this ${title(kind)} because it has already succeeded after being previously confirmed.`,
      );
    }
    if (intent.status === 'canceled') {
      const object = intentObject(intent);
      return {
        error: {
          type: 'invalid_request_error',
          code: `${kind === 'setup' ? 'setup' : 'payment'}_intent_unexpected_state`,
          message: `You cannot confirm this ${title(kind)} because it has a status of canceled.`,
          [kind === 'setup' ? 'setup_intent' : 'payment_intent']: object,
        },
      };
    }
    if (card === 'declined') return failure('card_error', 'card_declined', STUB_MESSAGES.declined);
    if (card === 'authentication-passed' || card === 'authentication-failed') {
      this.challenges.push(id);
      if (card === 'authentication-failed') {
        return failure(
          'invalid_request_error',
          `${kind === 'setup' ? 'setup' : 'payment'}_intent_authentication_failure`,
          STUB_MESSAGES.authentication,
        );
      }
    }
    intent.status = 'succeeded';
    intent.paymentMethod = `pm_stub${this.count}_${id}`;
    return succeeded(intent);
  }

  /** What retrievePaymentIntent / retrieveSetupIntent resolve to for a client secret. */
  retrieve(kind: IntentKind, clientSecret: string): PaymentIntentResult | SetupIntentResult {
    const id = clientSecret.split('_secret_')[0] ?? '';
    const intent = this.intents.get(id);
    if (!intent || intent.kind !== kind) {
      return failure('invalid_request_error', 'resource_missing', `No such ${noun(kind)}: '${id}'`);
    }
    return succeeded(intent);
  }
}

function clientSideError(card: CardScenario): StripeError | null {
  switch (card) {
    case 'invalid-number':
      return {
        type: 'validation_error',
        code: 'invalid_number',
        message: STUB_MESSAGES.invalidNumber,
      };
    case 'expired':
      return {
        type: 'validation_error',
        code: 'invalid_expiry_year_past',
        message: STUB_MESSAGES.expired,
      };
    case 'incomplete-cvc':
      return {
        type: 'validation_error',
        code: 'incomplete_cvc',
        message: STUB_MESSAGES.incompleteCvc,
      };
    default:
      return null;
  }
}

const noun = (kind: IntentKind) => (kind === 'setup' ? 'setupintent' : 'payment_intent');
const title = (kind: IntentKind) => (kind === 'setup' ? 'SetupIntent' : 'PaymentIntent');

function failure(type: StripeError['type'], code: string, message: string): { error: StripeError } {
  return { error: { type, code, message } };
}

/** The intent as Stripe.js hands it over, in a result or attached to an error. */
function intentObject(intent: StubIntent): PaymentIntent | SetupIntent {
  return {
    id: intent.id,
    object: intent.kind === 'setup' ? 'setup_intent' : 'payment_intent',
    status: intent.status,
    payment_method: intent.paymentMethod,
    cancellation_reason: intent.cancellationReason,
    last_payment_error: null,
    last_setup_error: null,
  } as unknown as PaymentIntent | SetupIntent;
}

function succeeded(intent: StubIntent): PaymentIntentResult | SetupIntentResult {
  return intent.kind === 'setup'
    ? ({ setupIntent: intentObject(intent) } as unknown as SetupIntentResult)
    : ({ paymentIntent: intentObject(intent) } as unknown as PaymentIntentResult);
}

type Handler = (...args: unknown[]) => unknown;

/** The element elements.create('payment', options) returns: records what react-stripe-js does. */
export class StubPaymentElement {
  readonly handlers = new Map<string, Set<Handler>>();
  readonly mount = jest.fn<void, [HTMLElement | string]>();
  readonly destroy = jest.fn<void, []>();
  readonly unmount = jest.fn<void, []>();
  readonly update = jest.fn<void, [unknown]>();
  readonly focus = jest.fn<void, []>();
  readonly blur = jest.fn<void, []>();
  readonly clear = jest.fn<void, []>();
  readonly collapse = jest.fn<void, []>();

  constructor(
    readonly type: string,
    readonly options: unknown,
  ) {}

  on(event: string, handler: Handler): this {
    const handlers = this.handlers.get(event) ?? new Set();
    handlers.add(handler);
    this.handlers.set(event, handlers);
    return this;
  }

  off(event: string, handler?: Handler): this {
    if (handler) this.handlers.get(event)?.delete(handler);
    else this.handlers.delete(event);
    return this;
  }

  /** What Stripe.js does when the iframe is ready or fails to load. */
  emit(event: string, payload?: unknown): void {
    for (const handler of [...(this.handlers.get(event) ?? [])]) handler(payload);
  }
}

/** The Elements group stripe.elements(options) returns; `card` is what the person typed. */
export class StubElements {
  readonly created: StubPaymentElement[] = [];
  readonly update = jest.fn<void, [unknown]>();
  readonly fetchUpdates = jest.fn(async () => ({}));
  readonly submit = jest.fn(async () => ({}));
  card: CardScenario = 'succeeds';

  constructor(readonly options: StripeElementsOptions | undefined) {}

  readonly create = jest.fn((type: string, options?: unknown) => {
    const element = new StubPaymentElement(type, options);
    this.created.push(element);
    return element;
  });

  getElement(type: string): StubPaymentElement | null {
    return this.created.find((element) => element.type === type) ?? null;
  }

  get clientSecret(): string {
    const secret =
      this.options && 'clientSecret' in this.options ? this.options.clientSecret : undefined;
    if (!secret) throw new Error('These elements were created without a client secret.');
    return secret;
  }

  asElements(): StripeElements {
    return this as unknown as StripeElements;
  }
}

type ConfirmRequest = { elements: StripeElements; confirmParams?: { return_url?: string } };

/** The Stripe object loadStripe resolves to, with spies on what the portal calls. */
export class StubStripe {
  readonly groups: StubElements[] = [];
  readonly elements = jest.fn((options?: StripeElementsOptions) => {
    const group = new StubElements(options);
    this.groups.push(group);
    return group;
  });
  readonly confirmSetup = jest.fn(async (request: ConfirmRequest) => this.answer('setup', request));
  readonly confirmPayment = jest.fn(async (request: ConfirmRequest) =>
    this.answer('payment', request),
  );
  readonly retrievePaymentIntent = jest.fn(async (clientSecret: string) =>
    this.server.retrieve('payment', clientSecret),
  );
  readonly retrieveSetupIntent = jest.fn(async (clientSecret: string) =>
    this.server.retrieve('setup', clientSecret),
  );
  // What react-stripe-js checks to accept a Stripe object, and tells it about itself.
  readonly createToken = jest.fn();
  readonly createPaymentMethod = jest.fn();
  readonly confirmCardPayment = jest.fn(
    async (clientSecret: string, data?: { payment_method?: string }) =>
      this.server.checkRenewal(clientSecret, this.bankAnswer, data?.payment_method ?? null),
  );
  readonly handleNextAction = jest.fn(async ({ clientSecret }: { clientSecret: string }) =>
    this.server.checkRenewal(clientSecret, this.bankAnswer, null),
  );
  /** How the bank answers the 3-D Secure frame of a renewal's check. */
  bankAnswer: BankAnswer = 'authentication-passed';
  readonly registerAppInfo = jest.fn();
  readonly _registerWrapper = jest.fn();

  constructor(readonly server = new StubStripeServer()) {}

  private answer(kind: IntentKind, { elements }: ConfirmRequest) {
    const group = elements as unknown as StubElements;
    return this.server.confirm(kind, group.clientSecret, group.card);
  }

  /** The Elements group of the form on screen (the last one created). */
  get group(): StubElements {
    const group = this.groups.at(-1);
    if (!group) throw new Error('stripe.elements() was never called');
    return group;
  }

  asStripe(): Stripe {
    return this as unknown as Stripe;
  }
}
