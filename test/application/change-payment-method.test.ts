import type { PaymentConfirmer } from '../../src/application/ports/payments';
import { InMemoryUserApi } from '../../src/demo/in-memory-user-api';
import { ChangePaymentMethod } from '../../src/application/use-cases/change-payment-method';
import { DECLINED_CARD, GOOD_CARD, MASTERCARD } from '../support/test-cards';
import { demoWorld, type DemoWorldAdapters, signInAs, worldWith } from '../support/demo-world';
import { expectAppError } from '../support/expectations';
import { RETURN_URL } from '../support/test-settings';
import { userApiWith } from './support/demo-world';
import { member, person, type Member } from '../support/builders';

/** A card member of the test's own, paying with a card ending in 4242. */
const pat = member({ paymentOption: { type: 'card', last4: '4242' } });

async function signedIn(who: Member = pat) {
  const adapters = demoWorld({ storage: worldWith(who) });
  await signInAs(adapters, who.email);
  const useCase = new ChangePaymentMethod(adapters.userApi, adapters.payments, adapters.orders);
  return { adapters, useCase };
}

async function last4(adapters: DemoWorldAdapters): Promise<string | null | undefined> {
  const me = await adapters.userApi.getMe();
  return me.subscription?.paymentOption?.last4;
}

describe('ChangePaymentMethod', () => {
  describe('start', () => {
    it('gives a member a setup-intent secret', async () => {
      const { adapters, useCase } = await signedIn();

      const secret = await useCase.start();

      expect(secret).toMatch(/^seti_/u);
      expect(adapters.world.state.pendingSecrets).toEqual([
        expect.objectContaining({ clientSecret: secret, kind: 'setup', uid: pat.uid }),
      ]);
    });

    it('refuses someone without a card subscription', async () => {
      const { useCase } = await signedIn(person());

      await expectAppError(useCase.start(), 'api/conflict');
    });

    it('fails for a visitor', async () => {
      const adapters = demoWorld();

      await expectAppError(
        new ChangePaymentMethod(adapters.userApi, adapters.payments, adapters.orders).start(),
        'api/unauthorized',
      );
    });
  });

  describe('back from the bank’s page the setup redirected to', () => {
    it('saves the card the provider says the setup saved', async () => {
      const { adapters, useCase } = await signedIn();
      const secret = await useCase.start();
      // The bank's check passed on its own page; the portal's page was gone meanwhile.
      await adapters.payments.confirmer(secret, MASTERCARD, async () => true).confirm(RETURN_URL);
      await expect(last4(adapters)).resolves.toBe('4242');

      const change = await useCase.completeReturned(secret);

      expect(change?.error).toBeNull();
      expect(change?.user?.subscription?.paymentOption).toEqual({ type: 'card', last4: '4444' });
    });

    it('acts only on the change this tab started: a replayed or foreign return changes nothing', async () => {
      const { adapters, useCase } = await signedIn();
      const secret = await useCase.start();
      await adapters.payments.confirmer(secret, MASTERCARD, async () => true).confirm(RETURN_URL);
      const patches = jest.spyOn(InMemoryUserApi.prototype, 'updatePaymentMethod');

      // Another tab (its own storage, no mark) is handed the return address.
      const otherTab = demoWorld({ storage: worldWith(pat) });
      await signInAs(otherTab, pat.email);
      const elsewhere = new ChangePaymentMethod(
        otherTab.userApi,
        otherTab.payments,
        otherTab.orders,
      );
      await expect(elsewhere.completeReturned(secret)).resolves.toBeNull();
      // A secret other than the one marked here.
      await expect(useCase.completeReturned('seti_other_secret_1')).resolves.toBeNull();
      expect(patches).not.toHaveBeenCalled();

      await expect(useCase.completeReturned(secret)).resolves.toMatchObject({ error: null });
      // Once completed, the mark is gone: the same address replayed later changes nothing.
      await expect(
        new ChangePaymentMethod(
          adapters.userApi,
          adapters.payments,
          adapters.orders,
        ).completeReturned(secret),
      ).resolves.toBeNull();
      expect(patches).toHaveBeenCalledTimes(1);
      patches.mockRestore();
    });

    it('a card change confirmed in place forgets its mark too', async () => {
      const { adapters, useCase } = await signedIn();
      const secret = await useCase.start();
      await expect(adapters.orders.cardChangeMark()).resolves.toBe(secret);

      await useCase.complete(
        adapters.payments.confirmer(secret, MASTERCARD, async () => true),
        RETURN_URL,
      );

      await expect(adapters.orders.cardChangeMark()).resolves.toBeNull();
    });

    it('completes a return once when asked twice at once (React runs effects twice)', async () => {
      const { adapters, useCase } = await signedIn();
      const secret = await useCase.start();
      await adapters.payments.confirmer(secret, MASTERCARD, async () => true).confirm(RETURN_URL);
      const patches = jest.spyOn(InMemoryUserApi.prototype, 'updatePaymentMethod');

      const [first, second] = [useCase.completeReturned(secret), useCase.completeReturned(secret)];

      expect(second).toBe(first);
      await first;
      expect(patches).toHaveBeenCalledTimes(1);
      patches.mockRestore();
    });

    it('keeps the old card when the provider says the setup failed, and still reloads', async () => {
      const { useCase } = await signedIn();
      const secret = await useCase.start();

      const change = await useCase.completeReturned(secret);

      expect(change?.error).toMatchObject({ code: 'payments/failed' });
      expect(change?.user?.subscription?.paymentOption?.last4).toBe('4242');
    });
  });

  describe('complete', () => {
    it('saves the new card and returns the reloaded user', async () => {
      const { adapters, useCase } = await signedIn();
      const secret = await useCase.start();
      const returnUrls: string[] = [];
      const demoConfirmer = adapters.payments.confirmer(secret, MASTERCARD, async () => true);
      const confirmer: PaymentConfirmer = {
        confirm: (returnUrl) => {
          returnUrls.push(returnUrl);
          return demoConfirmer.confirm(returnUrl);
        },
      };

      const change = await useCase.complete(confirmer, RETURN_URL);

      expect(change.error).toBeNull();
      expect(change.user?.subscription?.paymentOption).toEqual({ type: 'card', last4: '4444' });
      expect(returnUrls).toEqual([RETURN_URL]);
      await expect(last4(adapters)).resolves.toBe('4444');
    });

    it('reports a declined card and still reloads the user', async () => {
      const { adapters, useCase } = await signedIn();
      const secret = await useCase.start();

      const change = await useCase.complete(
        adapters.payments.confirmer(secret, DECLINED_CARD, async () => true),
        RETURN_URL,
      );

      expect(change.error).toMatchObject({
        code: 'payments/card-declined',
        message: 'Your card was declined.',
      });
      expect(change.user).toMatchObject({
        email: pat.email,
        subscription: { paymentOption: { last4: '4242' } },
      });
    });

    it('reports a confirmation without a payment method id', async () => {
      const { adapters, useCase } = await signedIn();
      const confirmer: PaymentConfirmer = {
        confirm: async () => ({ status: 'succeeded', paymentMethodId: null }),
      };

      const change = await useCase.complete(confirmer, RETURN_URL);

      expect(change.error).toMatchObject({ code: 'payments/failed' });
      expect(change.user).not.toBeNull();
      await expect(last4(adapters)).resolves.toBe('4242');
    });

    it('turns an unexpected failure into an AppError', async () => {
      const { useCase } = await signedIn();
      const confirmer: PaymentConfirmer = {
        confirm: () => Promise.reject(new TypeError('stripe is undefined')),
      };

      const change = await useCase.complete(confirmer, RETURN_URL);

      expect(change.error).toMatchObject({ code: 'unknown', message: 'stripe is undefined' });
      expect(change.user).not.toBeNull();
    });

    it('reports a failing patch of the payment method', async () => {
      const { adapters, useCase } = await signedIn();
      const secret = await useCase.start();
      const confirmer = adapters.payments.confirmer(secret, GOOD_CARD, async () => true);
      adapters.world.failNextCall('userApi');

      const change = await useCase.complete(confirmer, RETURN_URL);

      expect(change.error).toMatchObject({ code: 'network/unavailable' });
      expect(change.user?.subscription?.paymentOption?.last4).toBe('4242');
    });

    it('answers a null user when even the reload fails', async () => {
      const { adapters, useCase } = await signedIn();
      const secret = await useCase.start();
      const confirmer = adapters.payments.confirmer(secret, DECLINED_CARD, async () => true);
      // The declined card makes no API call, so the next one is the reload.
      adapters.world.failNextCall('userApi');

      const change = await useCase.complete(confirmer, RETURN_URL);

      expect(change).toEqual({
        user: null,
        error: expect.objectContaining({ code: 'payments/card-declined' }) as unknown,
      });
    });

    it('answers a null user and no error when only the reload fails', async () => {
      const { adapters } = await signedIn();
      const userApi = userApiWith(adapters.userApi, {
        getMe: () => Promise.reject(new Error('502 Bad Gateway')),
      });
      const useCase = new ChangePaymentMethod(userApi, adapters.payments, adapters.orders);
      const secret = await useCase.start();

      const change = await useCase.complete(
        adapters.payments.confirmer(secret, MASTERCARD, async () => true),
        RETURN_URL,
      );

      expect(change).toEqual({ user: null, error: null });
      await expect(last4(adapters)).resolves.toBe('4444');
    });
  });
});
