import { screen } from '@testing-library/react';
import type { CatalogueChoice } from '../../../src/application/use-cases/load-catalogue';
import type { AppliedPromo } from '../../../src/application/use-cases/apply-promo';
import { catalogueFor, nextBilling, type Product } from '../../../src/domain/catalogue';
import { AppError } from '../../../src/domain/errors';
import { MembershipPage } from '../../../src/ui/features/membership/membership-page/MembershipPage';
import { TODAY } from '../../support/clocks';
import { deferred } from '../../support/deferred';
import { plansOf } from '../../support/plans';
import { renderPage, signedOut } from '../../support/render-page';

export const monthly = () => screen.getByRole('radio', { name: /^Monthly/ });
export const yearly = () => screen.getByRole('radio', { name: /^Yearly/ });
export const order = () => screen.getByRole('region', { name: 'Your order' });
export const promoInput = () => screen.getByRole('textbox', { name: 'Promo code' });

/** A plan of the US catalogue, as the page hands it to a use case. */
export const usPlan = (type: Product['type']) =>
  catalogueFor('US').find((plan) => plan.type === type);

/**
 * What the product API previews for a code, as these tests state it: WELCOME20 takes a fifth off
 * the first charge, TRIAL30 gives a 30-day trial (codes are case-insensitive); any other is refused.
 */
async function previewCode({
  product,
  promoCode,
}: {
  product: Product | null;
  promoCode: string | null;
}): Promise<AppliedPromo | null> {
  const code = promoCode?.trim() ?? '';
  if (code === '' || !product) return null;
  const firstCharge = { monthly: 3.99, yearly: 39.99 }[product.type];
  const terms: Record<string, { amount: number; trialDays: number }> = {
    WELCOME20: { amount: firstCharge, trialDays: 7 },
    TRIAL30: { amount: product.regularPrice, trialDays: 30 },
  };
  const known = terms[code.toUpperCase()];
  if (!known) throw new AppError('promo/invalid', `The promo code ${code} is not valid.`);
  return {
    promoCode: code,
    preview: {
      now: { currency: product.currency, amount: 0, trialDays: known.trialDays },
      next: { amount: known.amount, date: nextBilling(TODAY, known.trialDays) },
    },
  };
}

/** A code check that waits for the test: `release()` lets the product API answer. */
export function heldPreview() {
  const gate = deferred<void>();
  const execute = jest.fn(async (input: Parameters<typeof previewCode>[0]) => {
    await gate.promise;
    return previewCode(input);
  });
  return { execute, release: () => gate.resolve() };
}

interface Answers {
  loadCatalogue?: (plan: string | null) => Promise<CatalogueChoice>;
  applyPromo?: typeof previewCode;
}

/** /membership opened by a visitor at `at`, on the plans of the US unless `answers` say otherwise. */
export function renderMembership(at = '/membership', answers: Answers = {}) {
  return renderPage(<MembershipPage />, {
    at,
    state: signedOut,
    useCases: {
      loadCatalogue: { execute: jest.fn(answers.loadCatalogue ?? plansOf('US')) },
      applyPromo: { execute: jest.fn(answers.applyPromo ?? previewCode) },
    },
  });
}

/** /membership with its plans shown. */
export async function openMembership(at = '/membership', answers: Answers = {}) {
  const page = renderMembership(at, answers);
  await screen.findByRole('radio', { name: /^Yearly/ });
  return page;
}
