/**
 * Issue 30.5: /membership with a code. The chosen plan stays as it is and says its first charge,
 * the others are muted and say which plan the code applies to, and the code is a chip whose
 * removal gives the regular prices, the free plans and an empty field back.
 */
import { screen, within } from '@testing-library/react';
import { currentPath, fill } from '../../support/test-router';
import { summaryValue } from '../../support/summary';
import { monthly, openMembership, order, yearly } from './membership-page';

const promoForm = () => screen.getByRole('form', { name: 'Promo code' });

async function openWithCode(at: string) {
  const page = await openMembership(at);
  await screen.findByText('Code applied successfully.');
  return page;
}

describe('/membership with a code', () => {
  test('the chosen plan leads with its first charge, then the regular price', async () => {
    await openWithCode('/membership?plan=second&promo=WELCOME20');
    expect(yearly()).toBeChecked();
    expect(yearly()).toHaveAccessibleName(/^Yearly \$39\.99 first year, then \$49\.99\/year/);
    expect(yearly()).not.toHaveAccessibleName(/applies to/);
    // Written in the card itself, not in a badge beside a regular price.
    const card = yearly().closest('label')!;
    expect(card).toHaveTextContent(/\$39\.99 first year, then \$49\.99\/year/);
    expect(within(card).queryByText('$49.99')).not.toBeInTheDocument();
  });

  test('a plan the code does not apply to is muted and says why', async () => {
    await openWithCode('/membership?plan=second&promo=WELCOME20');
    expect(monthly()).not.toBeChecked();
    expect(monthly()).toBeUnavailable();
    expect(monthly()).toHaveAccessibleName(/The code applies to the yearly plan\.$/);
    // Its own price stays the regular one: the code is not applied to it.
    expect(monthly()).toHaveAccessibleName(/^Monthly \$4\.99 \/ month/);
    expect(screen.getByText('The code applies to the yearly plan.')).toBeVisible();
    expect(screen.getByRole('group', { name: 'Choose your plan' })).toHaveAccessibleDescription(
      'Remove the code to change plan.',
    );
  });

  test('on the monthly plan, the yearly card says the code is for the monthly plan', async () => {
    await openWithCode('/membership?plan=first&promo=WELCOME20');
    expect(monthly()).toHaveAccessibleName(/\$3\.99 first month, then \$4\.99\/month/);
    expect(yearly()).toHaveAccessibleName(/The code applies to the monthly plan\.$/);
  });

  test('the code is a chip; removing it restores the regular prices, the plans and the field', async () => {
    const { user, router } = await openWithCode('/membership?plan=second&promo=WELCOME20');
    expect(within(promoForm()).getByText('WELCOME20')).toBeVisible();
    expect(
      within(promoForm()).queryByRole('textbox', { name: 'Promo code' }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove code WELCOME20' }));

    expect(yearly()).toHaveAccessibleName(/^Yearly \$49\.99 \/ year/);
    expect(yearly()).not.toHaveAccessibleName(/first year/);
    expect(monthly()).not.toBeUnavailable();
    expect(monthly()).not.toHaveAccessibleName(/applies to/);
    expect(screen.queryByText('Remove the code to change plan.')).not.toBeInTheDocument();
    expect(summaryValue(order(), 'First charge')).toBe('$49.99 on November 28, 2026');
    expect(within(order()).queryByText('WELCOME20')).not.toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Promo code' });
    expect(field).toHaveValue('');
    // The removed chip's focus goes to the field that took its place.
    expect(field).toHaveFocus();
    // And the address no longer names the code, so a reload does not apply it again.
    expect(currentPath(router)).toBe('/membership?plan=second');
  });

  test('a code applied by hand becomes the chip, which takes the focus of the Apply button', async () => {
    const { user } = await openMembership();
    await fill(screen.getByRole('textbox', { name: 'Promo code' }), 'WELCOME20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Code applied successfully.')).toBeVisible();
    const chip = screen.getByRole('button', { name: 'Remove code WELCOME20' });
    expect(chip.closest('.promo__applied')).toHaveFocus();
    expect(monthly()).toHaveAccessibleName(/The code applies to the yearly plan\./);
  });
});
