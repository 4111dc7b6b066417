import {
  catalogueFor,
  EU_COUNTRIES,
  findProduct,
  isEuCountry,
  needsWithdrawalWaiver,
} from '../../src/domain/catalogue';
import { checkoutConsent, parseConsentRecord, TERMS_VERSION } from '../../src/domain/consent';
import {
  parseContractCancellation,
  parseContractWithdrawal,
  withinWithdrawalPeriod,
} from '../../src/domain/contracts';
import { parseStoredOrder, type StoredOrder } from '../../src/domain/order';

const WAIVER =
  'I expressly ask that my access start now, before the withdrawal period ends, and I know that I lose my right of withdrawal once it starts';

describe('euro prices for the EU', () => {
  test.each(['DE', 'fr', ' es ', 'AT', 'IE', 'GR'])('%p buys the euro products', (country) => {
    expect(
      catalogueFor(country).map(({ id, regularPrice, currency }) => [id, regularPrice, currency]),
    ).toEqual([
      ['monthly_eu', 4.99, 'eur'],
      ['yearly_eu', 49.99, 'eur'],
    ]);
    expect(isEuCountry(country)).toBe(true);
  });

  test.each(['GB', 'US', 'CH', 'NO', 'EU', '', null])('%p does not', (country) => {
    expect(catalogueFor(country).every((product) => product.currency !== 'eur')).toBe(true);
    expect(isEuCountry(country)).toBe(false);
  });

  test('the EU has its 27 members', () => {
    expect(new Set(EU_COUNTRIES).size).toBe(27);
  });

  test('the euro products are sold by id, and need the withdrawal box', () => {
    expect(findProduct('yearly_eu')).toMatchObject({
      type: 'yearly',
      currency: 'eur',
      isDefault: true,
    });
    expect(findProduct('monthly_eu')).toMatchObject({ type: 'monthly', currency: 'eur' });
    expect(needsWithdrawalWaiver(findProduct('yearly_eu')!)).toBe(true);
    expect(needsWithdrawalWaiver(findProduct('yearly_gb')!)).toBe(false);
    expect(needsWithdrawalWaiver(findProduct('yearly')!)).toBe(false);
  });
});

describe('the withdrawal waiver in the order and the consent record', () => {
  const order: StoredOrder = {
    id: 'order-eu',
    product: findProduct('yearly_eu')!,
    promoCode: null,
    preview: null,
    placedAt: '2026-11-24T21:45:00.000Z',
    uid: 'uid-eu',
    clientSecret: 'pi_eu_secret_1',
    withdrawalWaiver: WAIVER,
  };

  const consentOf = () =>
    checkoutConsent(
      order.product,
      null,
      { termsVersion: TERMS_VERSION, withdrawalWaiver: WAIVER },
      '2026-11-24T21:46:00.000Z',
    );

  test('is recorded with the euro schedule in the consent', () => {
    const record = consentOf();
    expect(record.withdrawalWaiver).toBe(WAIVER);
    expect(record.schedule.laterCharges.price).toEqual({ amount: 4999, currency: 'eur' });
    expect(parseConsentRecord(JSON.parse(JSON.stringify(record)))).toEqual(record);
  });

  test('is read back from storage, and dropped when it is not a wording', () => {
    expect(parseStoredOrder(JSON.parse(JSON.stringify(order)))?.withdrawalWaiver).toBe(WAIVER);
    for (const bad of [42, '', '   ', 'x'.repeat(501)]) {
      const parsed = parseStoredOrder({ ...order, withdrawalWaiver: bad });
      expect(parsed).not.toBeNull();
      expect(parsed).not.toHaveProperty('withdrawalWaiver');
    }
  });

  test('a consent record with a waiver that is not a wording is refused', () => {
    const record = consentOf();
    expect(parseConsentRecord({ ...record, withdrawalWaiver: 7 })).toBeNull();
    expect(parseConsentRecord({ ...record, withdrawalWaiver: null })).not.toHaveProperty(
      'withdrawalWaiver',
    );
  });
});

describe('the contract calls', () => {
  const cancellation = {
    email: ' member@example.com ',
    contract: 'membership-yearly',
    kind: 'extraordinary',
    reason: '  moving abroad ',
    endDate: '2026-12-31',
  };

  test('a cancellation is read with its e-mail and reason trimmed', () => {
    expect(parseContractCancellation(cancellation)).toEqual({
      email: 'member@example.com',
      contract: 'membership-yearly',
      kind: 'extraordinary',
      reason: 'moving abroad',
      endDate: '2026-12-31',
    });
    expect(
      parseContractCancellation({ ...cancellation, kind: 'ordinary', reason: ' ', endDate: null }),
    ).toMatchObject({ kind: 'ordinary', reason: null, endDate: null });
    expect(
      parseContractCancellation({ email: 'a@b.co', contract: 'not-sure', kind: 'ordinary' }),
    ).toEqual({
      email: 'a@b.co',
      contract: 'not-sure',
      kind: 'ordinary',
      reason: null,
      endDate: null,
    });
  });

  test.each([
    { email: 'not an address' },
    { email: `${'a'.repeat(250)}@b.co` },
    { contract: 'gym' },
    { kind: 'immediate' },
    { reason: 7 },
    { reason: 'x'.repeat(501) },
    { endDate: '31.12.2026' },
    { endDate: '2026-02-30' },
  ])('refuses %p', (change) => {
    expect(parseContractCancellation({ ...cancellation, ...change })).toBeNull();
  });

  test('a withdrawal names the e-mail and the contract', () => {
    expect(parseContractWithdrawal({ email: 'a@b.co ', contract: 'membership-monthly' })).toEqual({
      email: 'a@b.co',
      contract: 'membership-monthly',
    });
    expect(parseContractWithdrawal({ email: 'a@b.co' })).toBeNull();
    expect(parseContractWithdrawal('a@b.co')).toBeNull();
    expect(parseContractCancellation(null)).toBeNull();
  });

  test.each([
    ['2026-11-12', '2026-11-26', true],
    ['2026-11-11', '2026-11-26', false],
    ['2026-11-26T09:00:00Z', '2026-11-26', true],
    ['garbage', '2026-11-26', false],
  ] as const)('subscribed %p, on %p within the 14 days: %p', (since, today, expected) => {
    expect(withinWithdrawalPeriod(since, today)).toBe(expected);
  });
});
