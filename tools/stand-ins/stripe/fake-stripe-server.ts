import {
  LOCAL_STRIPE_PATHS,
  type ConfirmAnswer,
  type ConfirmRequest,
  type LocalIntent,
  type LocalStripeError,
} from './protocol';

export const FAKE_API = 'http://stripe-api.test';
export const DECLINED = '4000000000000002';
export const AUTHENTICATION = '4000002760003184';

function reply(status: number, body: ConfirmAnswer): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const failure = (status: number, error: LocalStripeError) => reply(status, { error });

/**
 * The local API server's side of protocol.ts, as a fetch stub for the stand-in's unit tests: the
 * intents it issued, Stripe's test cards, and every request it was sent.
 */
export class FakeStripeServer {
  readonly confirmations: ConfirmRequest[] = [];
  private readonly intents = new Map<string, LocalIntent>();
  private count = 0;
  reachable = true;

  issue(object: LocalIntent['object'] = 'payment_intent'): string {
    this.count += 1;
    const id = `${object === 'setup_intent' ? 'seti' : 'pi'}_fake${this.count}`;
    const client_secret = `${id}_secret_${this.count}`;
    this.intents.set(client_secret, {
      id,
      object,
      client_secret,
      status: 'requires_payment_method',
      payment_method_types: ['card'],
      payment_method: null,
      last_payment_error: null,
      last_setup_error: null,
    });
    return client_secret;
  }

  readonly fetch = async (input: string | URL | Request, init?: RequestInit) => {
    if (!this.reachable) throw new TypeError('fetch failed');
    const url = new URL(input instanceof Request ? input.url : input);
    if (url.origin !== FAKE_API) throw new TypeError(`fetch failed: ${url.origin}`);
    if (url.pathname === LOCAL_STRIPE_PATHS.confirm && init?.method === 'POST') {
      return this.confirm(
        JSON.parse(typeof init.body === 'string' ? init.body : '') as ConfirmRequest,
      );
    }
    if (url.pathname === LOCAL_STRIPE_PATHS.intent) {
      const intent = this.intents.get(url.searchParams.get('client_secret') ?? '');
      return intent ? reply(200, { intent }) : this.missing();
    }
    return new Response('{"code":"api/not-found"}', { status: 404 });
  };

  private confirm(request: ConfirmRequest): Response {
    this.confirmations.push(request);
    const intent = this.intents.get(request.clientSecret);
    if (!intent) return this.missing();
    const method = request.paymentMethod;
    if (method.type === 'card') {
      if (method.number.length < 13) {
        return failure(400, {
          type: 'validation_error',
          code: 'incomplete_number',
          message: 'Your card number is incomplete.',
        });
      }
      if (method.expiry === '01 / 20') {
        return failure(400, {
          type: 'validation_error',
          code: 'invalid_expiry_year_past',
          message: "Your card's expiration date is in the past.",
        });
      }
      if (method.number === DECLINED) {
        return failure(402, {
          type: 'card_error',
          code: 'card_declined',
          message: 'Your card was declined.',
        });
      }
    }
    const paid = { ...intent, payment_method: `pm_fake_${this.count}` };
    if (method.type === 'card' && method.number === AUTHENTICATION) {
      const query = new URLSearchParams({
        client_secret: intent.client_secret,
        return_url: request.returnUrl,
      });
      return reply(200, {
        intent: { ...paid, status: 'requires_action' },
        redirectUrl: `${FAKE_API}${LOCAL_STRIPE_PATHS.authenticate}?${query.toString()}`,
      });
    }
    const succeeded: LocalIntent = { ...paid, status: 'succeeded' };
    this.intents.set(intent.client_secret, succeeded);
    return reply(200, { intent: succeeded });
  }

  private missing(): Response {
    return failure(404, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: 'No such payment_intent.',
    });
  }
}
