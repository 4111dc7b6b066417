import { screen } from '@testing-library/react';
import { subscription, user } from '../../support/builders';
import { openProfile } from './open-profile';

/** A member in euros whose first SEPA debit the bank has not settled yet. */
const lena = (paymentIssue: 'processing' | null) =>
  user({
    subscription: subscription({
      productCurrency: 'eur',
      productPrice: 49.99,
      status: 'active',
      paymentOption: { type: 'sepa_debit', last4: '3000' },
      paymentIssue: paymentIssue ? { kind: paymentIssue, clientSecret: null } : null,
    }),
  });

describe('a SEPA debit the bank is processing', () => {
  test('is said on the profile, with nothing to pay again', async () => {
    await openProfile({ member: lena('processing') });

    expect(screen.getByText('Your bank is processing your payment.')).toBeInTheDocument();
    expect(
      screen.getByText(/Your bank is debiting €49\.99 from your account/u),
    ).toBeInTheDocument();
    expect(screen.getByText(/There is no need to pay again/u)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Update card/u })).not.toBeInTheDocument();
  });

  test('names the bank account it is paid from, not a card', async () => {
    await openProfile({ member: lena(null) });

    expect(screen.getByText('SEPA Direct Debit, IBAN ending in 3000')).toBeInTheDocument();
    expect(screen.queryByText('Your bank is processing your payment.')).not.toBeInTheDocument();
  });
});
