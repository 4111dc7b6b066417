import { StripeRenewalConfirmation } from '../../../src/adapters/stripe/stripe-renewal-confirmation';
import { expectAppError } from '../../support/expectations';
import { StubStripe } from './stub-stripe';

function renewalsOver(stub = new StubStripe()) {
  return { stub, renewals: new StripeRenewalConfirmation(async () => stub.asStripe(), 'pk_test') };
}

describe("the Stripe renewal's bank check", () => {
  it("hands an intent waiting on the bank to Stripe's next action (the 3-D Secure frame)", async () => {
    const { stub, renewals } = renewalsOver();
    const secret = stub.server.issueRenewal();

    await expect(renewals.confirmRenewal(secret)).resolves.toMatchObject({ status: 'succeeded' });
    expect(stub.handleNextAction).toHaveBeenCalledWith({ clientSecret: secret });
    expect(stub.confirmCardPayment).not.toHaveBeenCalled();
  });

  it('after a check that failed, asks the bank again with the card on file', async () => {
    const { stub, renewals } = renewalsOver();
    const secret = stub.server.issueRenewal();
    stub.bankAnswer = 'authentication-failed';
    await expectAppError(renewals.confirmRenewal(secret), 'payments/authentication-failed');
    stub.bankAnswer = 'authentication-passed';

    await expect(renewals.confirmRenewal(secret)).resolves.toMatchObject({ status: 'succeeded' });
    expect(stub.confirmCardPayment).toHaveBeenCalledWith(secret, {
      payment_method: expect.stringMatching(/^pm_on_file_/u) as unknown,
    });
    expect(stub.server.challenges).toHaveLength(2);
  });

  it('says the payment failed when Stripe.js cannot be loaded', async () => {
    const renewals = new StripeRenewalConfirmation(
      () => Promise.reject(new Error('blocked')),
      'pk_test',
    );

    await expectAppError(renewals.confirmRenewal('pi_1_secret_2'), 'payments/failed');
  });

  it('confirms nothing but a payment intent', async () => {
    const { stub, renewals } = renewalsOver();

    await expectAppError(renewals.confirmRenewal('seti_1_secret_2'), 'payments/failed');
    expect(stub.retrievePaymentIntent).not.toHaveBeenCalled();
  });
});
