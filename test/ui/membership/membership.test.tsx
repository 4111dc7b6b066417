import { screen, waitFor, within } from '@testing-library/react';
import { deferred } from '../../support/deferred';
import type { CatalogueChoice } from '../../../src/application/use-cases/load-catalogue';
import { currentPath, fill, handedSecrets } from '../../support/test-router';
import {
  heldPreview,
  monthly,
  openMembership,
  order,
  promoInput,
  renderMembership,
  usPlan,
  yearly,
} from './membership-page';
import { plansOf } from '../../support/plans';
import { summaryValue } from '../../support/summary';

describe('membership page', () => {
  test('shows the heading, the plans, the benefits and the default yearly order', async () => {
    const { useCases } = await openMembership();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Find your calm with Mindful' }),
    ).toBeVisible();
    expect(document.title).toBe('Choose your plan · Mindful');
    expect(useCases.loadCatalogue.execute).toHaveBeenCalledWith(null);

    const plans = screen.getByRole('group', { name: 'Choose your plan' });
    expect(within(plans).getAllByRole('radio')).toHaveLength(2);
    expect(monthly()).toHaveAccessibleName(/\$4\.99 \/ month.*7-day free trial/);
    expect(yearly()).toHaveAccessibleName(/\$49\.99 \/ year.*7-day free trial.*2month discount/);
    expect(yearly()).toBeChecked();
    expect(monthly()).not.toBeChecked();

    const benefits = screen.getByRole('region', { name: 'Everything in your membership' });
    expect(
      within(benefits)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'The full library of meditations, sleep stories, yoga, fitness and focus music',
      'A new meditation every day',
      'Daily inspirational videos',
    ]);

    // The summary's plan row; the Continue bar names the plan too.
    expect(within(order()).getByText('Yearly', { selector: 'dd' })).toBeVisible();
    expect(within(order()).getByText('$0.00')).toBeVisible();
    expect(summaryValue(order(), 'Free trial')).toBe('7 days, until November 28, 2026');
    expect(summaryValue(order(), 'First charge')).toBe('$49.99 on November 28, 2026');
    expect(within(order()).getByText('$49.99 every year until you cancel')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue' })).not.toBeUnavailable();
  });

  test('the yearly card says what it comes to per month and what it saves against monthly', async () => {
    await openMembership();
    expect(yearly()).toHaveAccessibleName(
      /\$49\.99 \/ year \$4\.17\/month · Save 16% vs monthly 7-day free trial/,
    );
    expect(screen.getByText('$4.17/month · Save 16% vs monthly')).toBeVisible();
    // The monthly plan is what it is compared with: it says no such thing.
    expect(monthly()).not.toHaveAccessibleName(/\/month ·|Save/);
  });

  test('a promo code lowers the first charge only: the yearly card keeps the regular price per month', async () => {
    await openMembership('/membership?plan=second&promo=WELCOME20');
    expect(await screen.findByText('Code applied successfully.')).toBeVisible();
    expect(yearly()).toHaveAccessibleName(/\$39\.99 first year, then \$49\.99\/year/);
    expect(yearly()).toHaveAccessibleName(/\$4\.17\/month · Save 16% vs monthly/);
  });

  test('Continue comes with the chosen plan and what is due today, which follow the choice', async () => {
    const { user } = await openMembership();
    const bar = () => screen.getByRole('button', { name: 'Continue' }).parentElement!;
    expect(screen.getAllByRole('button', { name: 'Continue' })).toHaveLength(1);
    expect(within(bar()).getByText('Yearly')).toBeVisible();
    expect(within(bar()).getByText('Today: $0.00')).toBeVisible();

    await user.click(monthly());
    expect(within(bar()).getByText('Monthly')).toBeVisible();
    expect(within(bar()).getByText('Today: $0.00')).toBeVisible();
  });

  test('?plan=first chooses the monthly plan', async () => {
    const { useCases } = await openMembership('/membership?plan=first');
    expect(useCases.loadCatalogue.execute).toHaveBeenCalledWith('first');
    expect(monthly()).toBeChecked();
    expect(within(order()).getByText('$4.99 every month until you cancel')).toBeVisible();
  });

  // Every other value the address may hold is the domain's business (test/domain/plan-query).
  test('an unknown ?plan chooses the default yearly plan', async () => {
    const { useCases } = await openMembership(`/membership?plan=${encodeURIComponent('<script>')}`);
    expect(useCases.loadCatalogue.execute).toHaveBeenCalledWith('<script>');
    expect(yearly()).toBeChecked();
    expect(within(order()).getByText('$49.99 every year until you cancel')).toBeVisible();
  });

  test('choosing a plan updates the order summary', async () => {
    const { user } = await openMembership();
    await user.click(monthly());
    expect(monthly()).toBeChecked();
    expect(within(order()).getByText('Monthly', { selector: 'dd' })).toBeVisible();
    expect(within(order()).getByText('$4.99 every month until you cancel')).toBeVisible();
  });

  test('?plan=first&promo=WELCOME20 applies the code to the monthly plan and locks the choice', async () => {
    const { useCases } = await openMembership('/membership?plan=first&promo=WELCOME20');
    expect(await screen.findByText('Code applied successfully.')).toBeVisible();
    expect(useCases.applyPromo.execute).toHaveBeenCalledWith({
      product: usPlan('monthly'),
      promoCode: 'WELCOME20',
    });
    expect(monthly()).toBeChecked();
    expect(monthly()).toBeUnavailable();
    expect(yearly()).toBeUnavailable();
    // The applied code is a chip in the field's place: it cannot be edited, only removed.
    expect(screen.queryByRole('textbox', { name: 'Promo code' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove code WELCOME20' })).toBeVisible();
    // The discount is the first charge's only: later charges are the regular price, nothing struck.
    expect(summaryValue(order(), 'First charge')).toBe(
      '$3.99 on November 28, 2026, for the first month only',
    );
    expect(within(order()).getByText('$4.99 every month until you cancel')).toBeVisible();
    expect(within(order()).queryByText(/\$3\.99 every/)).not.toBeInTheDocument();
    expect(order().querySelector('s, del')).toBeNull();
    expect(within(order()).getByText('WELCOME20')).toBeVisible();
    expect(monthly()).toHaveAccessibleName(/\$3\.99 first month, then \$4\.99\/month/);
    // The locked plans say why, and how to free them.
    expect(screen.getByRole('group', { name: 'Choose your plan' })).toHaveAccessibleDescription(
      'Remove the code to change plan.',
    );
  });

  test('an invalid ?promo= says so and leaves the plans free', async () => {
    await openMembership('/membership?promo=NOPE');
    expect(await screen.findByText('Invalid promocode')).toBeVisible();
    expect(yearly()).toBeChecked();
    expect(yearly()).not.toBeUnavailable();
    expect(promoInput()).not.toBeUnavailable();
  });

  test('while a code is checked the plans and the input are locked; removing it frees them', async () => {
    const check = heldPreview();
    const { user, useCases } = await openMembership('/membership', { applyPromo: check.execute });
    await fill(promoInput(), 'TRIAL30');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(useCases.applyPromo.execute).toHaveBeenCalledWith({
      product: usPlan('yearly'),
      promoCode: 'TRIAL30',
    });
    expect(yearly()).toBeUnavailable();
    expect(monthly()).toBeUnavailable();
    expect(promoInput()).toBeUnavailable();
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeUnavailable();

    check.release();
    expect(await screen.findByText('Code applied successfully.')).toBeVisible();
    expect(summaryValue(order(), 'Free trial')).toBe('30 days, until December 21, 2026');
    expect(within(order()).getByText('TRIAL30')).toBeVisible();
    // The plan card tells the same trial as the order.
    expect(yearly()).toHaveAccessibleName(/30-day free trial/);
    expect(yearly()).toBeUnavailable();
    expect(screen.queryByRole('textbox', { name: 'Promo code' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).not.toBeUnavailable();

    await user.click(screen.getByRole('button', { name: 'Remove code TRIAL30' }));
    expect(screen.queryByText('Remove the code to change plan.')).not.toBeInTheDocument();
    expect(yearly()).not.toBeUnavailable();
    expect(promoInput()).not.toBeUnavailable();
    expect(promoInput()).toHaveValue('');
    expect(screen.queryByText('Code applied successfully.')).not.toBeInTheDocument();
    expect(summaryValue(order(), 'Free trial')).toBe('7 days, until November 28, 2026');
    expect(yearly()).toHaveAccessibleName(/7-day free trial/);
  });

  test('an invalid code shows "Invalid promocode"; editing it clears the error', async () => {
    const { user } = await openMembership();
    await fill(promoInput(), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Invalid promocode')).toBeVisible();
    expect(promoInput()).not.toBeUnavailable();
    expect(promoInput()).toHaveAttribute('aria-invalid', 'true');
    expect(yearly()).not.toBeUnavailable();
    expect(monthly()).not.toBeUnavailable();

    await user.clear(promoInput());
    await fill(promoInput(), 'welcome20');
    expect(screen.queryByText('Invalid promocode')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Code applied successfully.')).toBeVisible();
    expect(summaryValue(order(), 'First charge')).toBe(
      '$39.99 on November 28, 2026, for the first year only',
    );
  });

  test('holds the place of the plans while the catalogue loads', async () => {
    const plans = deferred<CatalogueChoice>();
    const { useCases } = renderMembership('/membership', { loadCatalogue: () => plans.promise });
    await waitFor(() => expect(useCases.loadCatalogue.execute).toHaveBeenCalled());
    expect(screen.getByText('Loading plans…')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeUnavailable();
    // The Continue bar holds its lines too, with nothing to say yet.
    expect(screen.queryByText(/Today:/)).not.toBeInTheDocument();

    plans.resolve(await plansOf('US')(null));
    expect(await screen.findByRole('radio', { name: /^Yearly/ })).toBeChecked();
    expect(screen.queryByText('Loading plans…')).not.toBeInTheDocument();
  });

  // Where the lookup fails, LoadCatalogue answers the US plans (test/application/load-catalogue).
  test('a visitor from GB sees prices in pounds', async () => {
    await openMembership('/membership', { loadCatalogue: plansOf('GB') });
    expect(monthly()).toHaveAccessibleName(/£4\.99 \/ month/);
    expect(yearly()).toHaveAccessibleName(/£49\.99 \/ year/);
    expect(yearly()).toHaveAccessibleName(/£4\.17\/month · Save 16% vs monthly/);
    expect(within(order()).getByText('£49.99 every year until you cancel')).toBeVisible();
    expect(screen.getByText('Today: £0.00')).toBeVisible();
  });

  // The way on through sign-up with the order is a journey (test/ui/journeys/membership).
  test('Continue goes to /signup with the chosen plan and code, asking for checkout', async () => {
    const { user, router, store } = await openMembership('/membership?plan=first&promo=WELCOME20');
    await screen.findByText('Code applied successfully.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(currentPath(router)).toBe('/signup?plan=first&promo=WELCOME20');
    expect(store.getState().checkout.checkoutRequested).toBe(true);
    expect(store.getState().checkout.product).toMatchObject({ type: 'monthly' });
  });

  test('Continue keeps the default plan, and hands the sign-up form what the page was handed to prefill', async () => {
    const { user, router } = await openMembership('/membership?email=kai%40example.test');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(currentPath(router)).toBe('/signup?plan=second');
    expect(handedSecrets(router)).toEqual({ email: 'kai@example.test' });
  });

  test('offers members a way to sign in, keeping the order', async () => {
    const { user, router, store } = await openMembership('/membership?plan=first');
    const link = screen.getByRole('link', { name: 'Sign in' });
    expect(link).toHaveAttribute('href', '/signin?plan=first');
    await user.click(link);
    expect(currentPath(router)).toBe('/signin?plan=first');
    expect(store.getState().checkout.checkoutRequested).toBe(true);
    expect(store.getState().checkout.product).toMatchObject({ type: 'monthly' });
  });
});
