import {
  LOCAL_STRIPE_PATHS,
  type ConfirmAnswer,
  type ConfirmRequest,
  type LocalStripeError,
  type NextActionRequest,
  type RetrieveAnswer,
} from './protocol';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A ConfirmAnswer or RetrieveAnswer, as far as it can be told apart from any other JSON. */
function isAnswer(body: unknown): body is ConfirmAnswer {
  if (!isRecord(body)) return false;
  if (isRecord(body.error)) return typeof body.error.message === 'string';
  return isRecord(body.intent) && typeof body.intent.status === 'string';
}

const apiError = (code: string, message: string): { error: LocalStripeError } => ({
  error: { type: 'api_error', code, message },
});

/** The local API server's stand-in for Stripe's servers, reached at the stand-in's own origin. */
export class LocalStripeApi {
  constructor(private readonly origin: string) {}

  confirm(request: ConfirmRequest): Promise<ConfirmAnswer> {
    return this.call(LOCAL_STRIPE_PATHS.confirm, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
    });
  }

  nextAction(request: NextActionRequest): Promise<ConfirmAnswer> {
    return this.call(LOCAL_STRIPE_PATHS.nextAction, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
    });
  }

  retrieve(clientSecret: string): Promise<RetrieveAnswer> {
    const query = new URLSearchParams({ client_secret: clientSecret });
    return this.call(`${LOCAL_STRIPE_PATHS.intent}?${query.toString()}`, { method: 'GET' });
  }

  /** Stripe.js resolves with an error, never rejects, when its servers cannot be reached. */
  private async call(path: string, init: RequestInit): Promise<ConfirmAnswer> {
    let response: Response;
    try {
      response = await fetch(new URL(path, this.origin), init);
    } catch {
      return apiError(
        'api_connection_error',
        `The local stand-in for Stripe at ${this.origin} could not be reached.`,
      );
    }
    const body: unknown = await response.json().catch(() => null);
    if (isAnswer(body)) return body;
    return apiError(
      'api_error',
      `The local stand-in for Stripe answered ${path.split('?')[0]} with ${response.status}, not an answer it knows.`,
    );
  }
}
