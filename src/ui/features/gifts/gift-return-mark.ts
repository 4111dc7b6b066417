import { isRecord } from '../../../domain/shapes';
import { pageStorage } from '../../kit/safe-storage';

/**
 * The mark that sends a person who signed in to buy or redeem a gift back to it (gift-return.ts
 * keeps what they wrote). Apart from the drafts because the visitors' guard reads it on every
 * page: the first route carries this module, not the drafts'. The mark is good for an hour: a
 * visitor who gave up and signs in another day lands where anyone does.
 */

export type GiftReturnPath = '/gift' | '/redeem';

export const RETURN_KEY = 'gift-return';
const RETURN_TTL_MS = 60 * 60 * 1000;
/** A kept value's longest is a draft's message (300); anything much longer is not ours. */
const MAX_STORED_LENGTH = 2_000;

export const giftStorage = () => pageStorage('sessionStorage');

export function readKept(key: string): string | null {
  const value = giftStorage().getItem(key);
  return value !== null && value.length <= MAX_STORED_LENGTH ? value : null;
}

/** Where a person who just signed in goes back to; null when no gift waits for them. */
export function giftReturnPath(now = Date.now()): GiftReturnPath | null {
  let mark: unknown;
  try {
    mark = JSON.parse(readKept(RETURN_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!isRecord(mark) || typeof mark.at !== 'number' || now - mark.at > RETURN_TTL_MS) return null;
  return mark.to === '/gift' || mark.to === '/redeem' ? mark.to : null;
}

/** The person is back: the guard sends nobody here again. */
export function forgetGiftReturn(): void {
  giftStorage().removeItem(RETURN_KEY);
}
