import type { UserApi } from '../../src/application/ports/user-api';
import { PreviewVat } from '../../src/application/use-cases/preview-vat';
import type { CheckoutPreview } from '../../src/domain/checkout-preview';
import { AppError } from '../../src/domain/errors';
import { product } from './support/demo-world';

const TAX = { rate: 19, amount: 7.98, inclusive: true } as const;

function previewAnswering(answer: () => Promise<CheckoutPreview>) {
  const previewCheckoutSession = jest.fn(answer);
  const userApi = { previewCheckoutSession } as Partial<UserApi> as UserApi;
  return { previewVat: new PreviewVat(userApi), previewCheckoutSession };
}

const preview = (tax: CheckoutPreview['tax']): CheckoutPreview => ({
  now: { currency: 'eur', amount: 0, trialDays: 7 },
  next: { amount: 49.99, date: '2026-12-08' },
  tax,
});

describe('PreviewVat', () => {
  it.each(['yearly_eu', 'monthly_gb'])(
    'asks the back end to preview %s without a code and answers the VAT it names',
    async (id) => {
      const { previewVat, previewCheckoutSession } = previewAnswering(async () => preview(TAX));

      await expect(previewVat.execute(product(id))).resolves.toEqual(TAX);

      expect(previewCheckoutSession).toHaveBeenCalledWith({ productId: id, promoCode: null });
    },
  );

  it('asks nothing for a price in dollars, which names no VAT', async () => {
    const { previewVat, previewCheckoutSession } = previewAnswering(async () => preview(TAX));

    await expect(previewVat.execute(product('yearly'))).resolves.toBeNull();

    expect(previewCheckoutSession).not.toHaveBeenCalled();
  });

  it.each([null, undefined])('answers null when the preview names no VAT (%s)', async (tax) => {
    const { previewVat } = previewAnswering(async () => preview(tax));

    await expect(previewVat.execute(product('yearly_eu'))).resolves.toBeNull();
  });

  it("passes the back end's refusal on", async () => {
    const { previewVat } = previewAnswering(() =>
      Promise.reject(new AppError('api/server', 'down')),
    );

    await expect(previewVat.execute(product('yearly_eu'))).rejects.toMatchObject({
      code: 'api/server',
    });
  });
});
