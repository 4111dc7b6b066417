import type { GiftShop } from '../../src/application/ports/gift-shop';
import { PreviewGiftRedemption, RedeemGift } from '../../src/application/use-cases/redeem-gift';
import { member, person } from '../support/builders';
import { addAndSignIn, demoWorld } from '../support/demo-world';
import { expectAppError } from '../support/expectations';
import { GOOD_CARD } from '../support/test-cards';
import { RETURN_URL } from '../support/test-settings';
import { expectValidationError } from './support/demo-world';

/** A world where Alex, who never subscribed, is given a gift of three months by Sam, and signed in to redeem it. */
async function withCode() {
  const adapters = demoWorld();
  await addAndSignIn(adapters, member({ email: 'sam@builders.test', name: 'Sam Rivera' }));
  const { giftId, clientSecret } = await adapters.gifts.order({
    productId: 'gift_3m',
    recipient: null,
    message: null,
    sendOn: adapters.clock.day,
  });
  await adapters.payments.confirmer(clientSecret, GOOD_CARD, async () => true).confirm(RETURN_URL);
  const { code } = await adapters.gifts.gift(giftId);
  await addAndSignIn(adapters, person({ email: 'alex@builders.test', name: 'Alex Morgan' }));
  return { ...adapters, code: code ?? '' };
}

describe('PreviewGiftRedemption', () => {
  it('reads the code as typed and says what redeeming would do', async () => {
    const { gifts, code, clock } = await withCode();
    const typed = ` ${code.toLowerCase().replaceAll('-', ' ')} `;

    await expect(new PreviewGiftRedemption(gifts).execute(typed)).resolves.toMatchObject({
      months: 3,
      effect: 'start',
      startsOn: clock.day,
    });
  });

  it('refuses what holds no code on its field, before asking the API', async () => {
    const previewRedemption = jest.fn();
    const shop = { previewRedemption } as unknown as GiftShop;

    await expectValidationError(new PreviewGiftRedemption(shop).execute('MNDF-YEAR'), {
      code: 'validation/required',
    });
    expect(previewRedemption).not.toHaveBeenCalled();
  });
});

describe('RedeemGift', () => {
  it('redeems the code, answers the member as the API now has them and reports it once', async () => {
    const { gifts, userApi, tracking, world, code } = await withCode();

    const redeemed = await new RedeemGift(gifts, userApi, tracking).execute(code);

    expect(redeemed.subscription).toMatchObject({ status: 'gift' });
    expect(redeemed.user).toMatchObject({ subscribed: true, subscription: { status: 'gift' } });
    expect(world.events).toEqual([{ event: 'gift_redeemed' }]);
    expect(JSON.stringify(world.events)).not.toContain(code);
  });

  it('reports nothing for a code refused', async () => {
    const { gifts, userApi, tracking, world } = await withCode();

    await expectAppError(
      new RedeemGift(gifts, userApi, tracking).execute('ZZZZ-ZZZZ-ZZZZ-ZZZZ'),
      'gift/unknown-code',
    );
    expect(world.events).toEqual([]);
  });

  it('answers a redemption that stands even when reading the member again fails', async () => {
    const { gifts, userApi, tracking, code } = await withCode();
    const failingUsers = { ...userApi, getMe: () => Promise.reject(new Error('offline')) };

    await expect(
      new RedeemGift(gifts, failingUsers, tracking).execute(code),
    ).resolves.toMatchObject({ user: null, subscription: { status: 'gift' } });
  });
});
