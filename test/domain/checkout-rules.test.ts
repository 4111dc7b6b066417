import {
  arePlanCardsLocked,
  isPlanHeldByCode,
  isPromoInputLocked,
  showsCheckout,
  showsPlanChooser,
  type PromoState,
} from '../../src/domain/checkout-rules';

describe('plan cards and the promo input while a promo code is handled', () => {
  test.each<[PromoState, boolean, boolean]>([
    [{ code: null, status: 'idle' }, false, false],
    [{ code: 'WELCOME20', status: 'idle' }, false, false],
    [{ code: 'WELCOME20', status: 'loading' }, true, true],
    [{ code: 'WELCOME20', status: 'applied' }, true, true],
    [{ code: 'NOPE', status: 'error' }, false, false],
    [{ code: null, status: 'applied' }, false, false],
    [{ code: null, status: 'loading' }, false, true],
  ])('%o locks the plan cards: %s, the promo input: %s', (promo, cardsLocked, inputLocked) => {
    expect(arePlanCardsLocked(promo)).toBe(cardsLocked);
    expect(isPromoInputLocked(promo)).toBe(inputLocked);
  });
});

describe('what the profile page offers', () => {
  test.each([
    [false, false, true, false],
    [false, true, false, true],
    [true, false, false, false],
    [true, true, false, false],
  ])(
    'subscribed %s, checkout open %s: plan chooser %s, checkout %s',
    (subscribed, open, chooser, checkout) => {
      expect(showsPlanChooser(subscribed, open)).toBe(chooser);
      expect(showsCheckout(subscribed, open)).toBe(checkout);
    },
  );
});

describe('isPlanHeldByCode', () => {
  test.each<[PromoState, boolean]>([
    [{ code: 'WELCOME20', status: 'applied' }, true],
    [{ code: 'WELCOME20', status: 'loading' }, false],
    [{ code: 'NOPE', status: 'error' }, false],
    [{ code: null, status: 'applied' }, false],
  ])('%j holds the plan: %s', (promo, held) => {
    expect(isPlanHeldByCode(promo)).toBe(held);
  });
});
