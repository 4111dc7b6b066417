import { AppError } from '../../src/domain/errors';
import { parseGiftOrderRequest } from '../../src/domain/gifts';
import { DEFAULT_COUNTRY } from '../../src/domain/catalogue';
import type { Call, HttpMethod, Route } from './routes';
import { bodyRecord, requiredString } from './request-body';

/** The paths of the gift routes with an id, as gift keys match them. */
export const GIFT_PATH = '/gifts/{giftId}';
export const GIFT_REDEEM_PATH = '/gifts/redeem/{code}';

/** Paths under /gifts/ that are no gift's id. */
const FIXED = new Set(['/gifts/products', '/gifts/redeem']);

/** The route's key of a gift path with an id (or a code), and that id; null for any other path. */
export function giftRouteKeyOf(path: string): { key: string; pathId: string } | null {
  if (FIXED.has(path)) return null;
  const redeem = /^\/gifts\/redeem\/([^/]+)$/u.exec(path);
  if (redeem) return { key: GIFT_REDEEM_PATH, pathId: decodeURIComponent(redeem[1] as string) };
  const gift = /^\/gifts\/([^/]+)$/u.exec(path);
  if (gift) return { key: GIFT_PATH, pathId: decodeURIComponent(gift[1] as string) };
  return null;
}

/** A path as the server's log shows it: a gift's code never reaches a log (docs/backend-contract.md). */
export function loggedPath(path: string): string {
  return giftRouteKeyOf(path)?.key === GIFT_REDEEM_PATH ? GIFT_REDEEM_PATH : path;
}

function tokenOf(call: Call): string {
  if (!call.caller) throw new AppError('api/unauthorized', 'This call needs a bearer token.');
  return call.caller.token;
}

/** The gift calls of DESIGN.md's "Extensions to SPEC.md's calls", served over the demo world. */
export const GIFT_ROUTES: Record<string, Partial<Record<HttpMethod, Route>>> = {
  '/gifts/products': {
    GET: {
      // A visitor sees the prices before signing in.
      token: 'optional',
      async handle(call) {
        const country = call.query.get('country') ?? DEFAULT_COUNTRY;
        return { status: 200, body: await call.gifts.products(country) };
      },
    },
  },
  '/gifts': {
    POST: {
      token: 'required',
      async handle(call) {
        const order = parseGiftOrderRequest(call.body);
        if (!order) throw new AppError('api/bad-request', 'Send productId and sendOn.');
        // A retry with the order's key gets the gift it ordered, not a second one.
        return call.idempotent.answer(
          tokenOf(call),
          call.idempotencyKey,
          ['gift', call.body],
          async () => ({
            status: 200,
            body: await call.gifts.order(order),
          }),
        );
      },
    },
  },
  [GIFT_PATH]: {
    GET: {
      token: 'required',
      async handle(call) {
        return { status: 200, body: await call.gifts.gift(call.pathId ?? '') };
      },
    },
  },
  [GIFT_REDEEM_PATH]: {
    GET: {
      token: 'required',
      async handle(call) {
        return { status: 200, body: await call.gifts.previewRedemption(call.pathId ?? '') };
      },
    },
  },
  '/gifts/redeem': {
    POST: {
      token: 'required',
      async handle(call) {
        const code = requiredString(bodyRecord(call.body), 'code');
        return { status: 200, body: await call.gifts.redeem(code) };
      },
    },
  },
};
