import { formatGiftCode, GIFT_CODE_ALPHABET, GIFT_CODE_LENGTH } from '../domain/gift-code';

/** Five bits a character: 16 characters take 80 bits. */
const RANDOM_BYTES = (GIFT_CODE_LENGTH * 5) / 8;

/**
 * A code made of random bytes, as the back end makes one (docs/backend-contract.md): each
 * character takes five bits, so 10 bytes make 16 characters of Crockford's base32.
 */
export function giftCodeOfBytes(random: Uint8Array): string {
  if (random.length < RANDOM_BYTES) {
    throw new RangeError(`A gift code needs ${RANDOM_BYTES} random bytes.`);
  }
  let code = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of random.subarray(0, RANDOM_BYTES)) {
    buffer = ((buffer << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      code += GIFT_CODE_ALPHABET[(buffer >> bits) & 31];
    }
  }
  return formatGiftCode(code) as string;
}

/**
 * A fresh code from the platform's secure random numbers (Web Crypto, in the browser and in Node):
 * the demo world stands in for the back end, the one place codes are made. `taken` says whether a
 * code is already held by another gift.
 */
export function newGiftCode(taken: (code: string) => boolean): string {
  for (;;) {
    const code = giftCodeOfBytes(globalThis.crypto.getRandomValues(new Uint8Array(RANDOM_BYTES)));
    if (!taken(code)) return code;
  }
}
