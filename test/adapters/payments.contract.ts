import type {
  PaymentConfirmer,
  PaymentStatusLookup,
  RenewalConfirmation,
} from '../../src/application/ports/payments';
import { expectAppError, stringMatching } from '../support/expectations';

/** A checkout pays for a subscription; a setup only saves a card for later. */
export type SecretKind = 'checkout' | 'setup';

/** What the person does in the payment form before pressing the button. */
export type CardScenario =
  | 'succeeds'
  | 'declined'
  | 'authentication-passed'
  | 'authentication-failed'
  | 'invalid-number'
  | 'expired'
  | 'incomplete-cvc';

/** How the person's wallet, and their bank behind it, answer a wallet payment. */
export type WalletScenario =
  'succeeds' | 'declined' | 'authentication-passed' | 'authentication-failed';

/** How the bank answers its check of a renewal. */
export type BankAnswer = 'authentication-passed' | 'authentication-failed';

/** A renewal's payment intent of the right shape that the provider never issued. */
const UNKNOWN_RENEWAL = 'pi_never_issued_secret_unknown';

export interface PaymentsSubject {
  /** A client secret the provider will accept, as the user API hands them out. */
  newSecret(kind: SecretKind): Promise<string>;
  /** The confirmer the mounted form hands the UI after the person went through the scenario. */
  confirmerFor(clientSecret: string, scenario: CardScenario): PaymentConfirmer;
  /** The confirmer the form hands the page once the person approved a wallet's sheet. */
  walletConfirmerFor(clientSecret: string, scenario: WalletScenario): PaymentConfirmer;
  /** Asks the provider how the payment or setup behind a secret ended. */
  lookup: PaymentStatusLookup;
  /**
   * The account of this checkout subscribes through another checkout before this one is confirmed,
   * as when a second tab paid first.
   */
  subscribeElsewhere(clientSecret: string): Promise<void>;
  /**
   * The payment intent of a past-due renewal that waits on the bank's check, as the user API
   * hands it out (the subscription's paymentIssue).
   */
  newRenewalSecret(): Promise<string>;
  /** The bank's check of renewals, with the bank answering as told. */
  renewalsFor(answer: BankAnswer): RenewalConfirmation;
  /** A secret of the right shape that the provider never issued. */
  unknownSecret: string;
  returnUrl: string;
  dispose?(): Promise<void> | void;
}

const KINDS: SecretKind[] = ['checkout', 'setup'];

/** What the portal relies on when it confirms a card for a client secret. */
export function describePaymentsContract(
  name: string,
  makeSubject: () => PaymentsSubject | Promise<PaymentsSubject>,
): void {
  describe(`${name} (payments contract)`, () => {
    let subject: PaymentsSubject;

    beforeEach(async () => {
      subject = await makeSubject();
    });

    afterEach(async () => {
      await subject.dispose?.();
    });

    async function confirm(scenario: CardScenario, kind: SecretKind = 'checkout') {
      const secret = await subject.newSecret(kind);
      return subject.confirmerFor(secret, scenario).confirm(subject.returnUrl);
    }

    describe('asked how a payment ended (the return from a redirect)', () => {
      it.each(KINDS)('a confirmed %s has succeeded', async (kind) => {
        const secret = await subject.newSecret(kind);
        await subject.confirmerFor(secret, 'succeeds').confirm(subject.returnUrl);

        await expect(subject.lookup.statusOf(secret)).resolves.toEqual({
          status: 'succeeded',
          paymentMethodId: stringMatching(/\S/u),
        });
      });

      it.each(KINDS)('a %s declined or never confirmed has failed', async (kind) => {
        const declined = await subject.newSecret(kind);
        await expect(
          subject.confirmerFor(declined, 'declined').confirm(subject.returnUrl),
        ).rejects.toThrow();
        const untouched = await subject.newSecret(kind);

        await expect(subject.lookup.statusOf(declined)).resolves.toMatchObject({
          status: 'failed',
        });
        await expect(subject.lookup.statusOf(untouched)).resolves.toEqual({
          status: 'failed',
          paymentMethodId: null,
        });
      });

      it('a secret it never issued has failed: it pays for nothing', async () => {
        await expect(subject.lookup.statusOf(subject.unknownSecret)).resolves.toEqual({
          status: 'failed',
          paymentMethodId: null,
        });
      });
    });

    it.each(KINDS)('confirms a good card for a %s', async (kind) => {
      const outcome = await confirm('succeeds', kind);

      expect(outcome.status).toBe('succeeded');
      if (kind === 'setup') expect(outcome.paymentMethodId).toEqual(stringMatching(/\S/u));
    });

    it("passes on a decline in the provider's own words", async () => {
      const error = await expectAppError(confirm('declined'), 'payments/card-declined');

      expect(error.message).toBe('Your card was declined.');
    });

    it.each(KINDS)('confirms a %s once the bank check is passed', async (kind) => {
      await expect(confirm('authentication-passed', kind)).resolves.toMatchObject({
        status: 'succeeded',
      });
    });

    it('fails when the bank check is not passed', async () => {
      await expectAppError(confirm('authentication-failed'), 'payments/authentication-failed');
    });

    it('refuses a card number that cannot exist', async () => {
      const error = await expectAppError(confirm('invalid-number'), 'payments/invalid-card');

      expect(error.message).toBe('Your card number is invalid.');
    });

    it.each<CardScenario>(['expired', 'incomplete-cvc'])(
      'explains what is missing or wrong (%s)',
      async (scenario) => {
        const error = await expectAppError(confirm(scenario), 'payments/incomplete');

        expect(error.message).toMatch(/^Your card/u);
      },
    );

    it('lets the person try another card after a decline', async () => {
      const secret = await subject.newSecret('checkout');
      await expectAppError(
        subject.confirmerFor(secret, 'declined').confirm(subject.returnUrl),
        'payments/card-declined',
      );

      await expect(
        subject.confirmerFor(secret, 'succeeds').confirm(subject.returnUrl),
      ).resolves.toMatchObject({ status: 'succeeded' });
    });

    it('does not take a payment twice for one secret', async () => {
      const secret = await subject.newSecret('checkout');
      await subject.confirmerFor(secret, 'succeeds').confirm(subject.returnUrl);

      await expectAppError(
        subject.confirmerFor(secret, 'succeeds').confirm(subject.returnUrl),
        'payments/failed',
      );
    });

    describe('a checkout whose account subscribed since it was opened (another tab paid)', () => {
      it('is refused as already subscribed, card or wallet, and never succeeds', async () => {
        const secret = await subject.newSecret('checkout');
        await subject.subscribeElsewhere(secret);

        const error = await expectAppError(
          subject.confirmerFor(secret, 'succeeds').confirm(subject.returnUrl),
          'checkout/already-subscribed',
        );
        expect(error.message).not.toBe('');
        await expectAppError(
          subject.walletConfirmerFor(secret, 'succeeds').confirm(subject.returnUrl),
          'checkout/already-subscribed',
        );
        await expect(subject.lookup.statusOf(secret)).resolves.toEqual({
          status: 'failed',
          paymentMethodId: null,
        });
      });

      it('is refused before a card is declined or checked by the bank', async () => {
        const secret = await subject.newSecret('checkout');
        await subject.subscribeElsewhere(secret);

        await expectAppError(
          subject.confirmerFor(secret, 'declined').confirm(subject.returnUrl),
          'checkout/already-subscribed',
        );
        await expectAppError(
          subject.confirmerFor(secret, 'authentication-passed').confirm(subject.returnUrl),
          'checkout/already-subscribed',
        );
      });

      it('still says first what is wrong with the card as typed', async () => {
        const secret = await subject.newSecret('checkout');
        await subject.subscribeElsewhere(secret);

        await expectAppError(
          subject.confirmerFor(secret, 'incomplete-cvc').confirm(subject.returnUrl),
          'payments/incomplete',
        );
      });
    });

    describe('with a wallet', () => {
      async function confirmWallet(scenario: WalletScenario, kind: SecretKind = 'checkout') {
        const secret = await subject.newSecret(kind);
        return subject.walletConfirmerFor(secret, scenario).confirm(subject.returnUrl);
      }

      it.each(KINDS)('confirms a %s', async (kind) => {
        const outcome = await confirmWallet('succeeds', kind);

        expect(outcome.status).toBe('succeeded');
        if (kind === 'setup') expect(outcome.paymentMethodId).toEqual(stringMatching(/\S/u));
      });

      it("passes on a decline in the provider's own words", async () => {
        const error = await expectAppError(confirmWallet('declined'), 'payments/card-declined');

        expect(error.message).toBe('Your card was declined.');
      });

      it.each(KINDS)('confirms a %s once the bank check is passed', async (kind) => {
        await expect(confirmWallet('authentication-passed', kind)).resolves.toMatchObject({
          status: 'succeeded',
        });
      });

      it('fails when the bank check is not passed', async () => {
        await expectAppError(
          confirmWallet('authentication-failed'),
          'payments/authentication-failed',
        );
      });

      it('lets the person try again after a decline, and never pays twice', async () => {
        const secret = await subject.newSecret('checkout');
        await expectAppError(
          subject.walletConfirmerFor(secret, 'declined').confirm(subject.returnUrl),
          'payments/card-declined',
        );
        await subject.walletConfirmerFor(secret, 'succeeds').confirm(subject.returnUrl);

        await expectAppError(
          subject.walletConfirmerFor(secret, 'succeeds').confirm(subject.returnUrl),
          'payments/failed',
        );
      });
    });

    describe("a renewal's bank check, with the card on file", () => {
      it('confirms the renewal once the bank check is passed', async () => {
        const secret = await subject.newRenewalSecret();

        await expect(
          subject.renewalsFor('authentication-passed').confirmRenewal(secret),
        ).resolves.toMatchObject({ status: 'succeeded' });
        await expect(subject.lookup.statusOf(secret)).resolves.toMatchObject({
          status: 'succeeded',
        });
      });

      it('fails when the bank check is not passed, and nothing is paid', async () => {
        const secret = await subject.newRenewalSecret();

        await expectAppError(
          subject.renewalsFor('authentication-failed').confirmRenewal(secret),
          'payments/authentication-failed',
        );
        await expect(subject.lookup.statusOf(secret)).resolves.toMatchObject({
          status: 'failed',
        });
      });

      it('does not take a renewal twice', async () => {
        const secret = await subject.newRenewalSecret();
        await subject.renewalsFor('authentication-passed').confirmRenewal(secret);

        await expectAppError(
          subject.renewalsFor('authentication-passed').confirmRenewal(secret),
          'payments/failed',
        );
      });

      it('fails for a renewal it never issued', async () => {
        await expectAppError(
          subject.renewalsFor('authentication-passed').confirmRenewal(UNKNOWN_RENEWAL),
          'payments/failed',
        );
      });
    });

    it('fails for a secret it never issued', async () => {
      await expectAppError(
        subject.confirmerFor(subject.unknownSecret, 'succeeds').confirm(subject.returnUrl),
        'payments/failed',
      );
    });
  });
}
