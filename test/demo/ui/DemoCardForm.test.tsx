import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentConfirmer, PaymentOutcome } from '../../../src/application/ports/payments';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../support/demo-accounts';
import { anyString } from '../../support/expectations';
import { demoWorld } from '../../support/demo-world';
import { RETURN_URL } from '../../support/test-settings';
import { TEST_CARDS } from '../../support/test-cards';
import { createDemoCardForm } from '../../../src/demo/ui/DemoCardForm';
import { renderWithI18n } from '../../support/render-with-i18n';
import { fill } from '../../support/test-router';

/** The form on its own, over a fresh world, for a setup intent of member@demo.test. */
async function renderForm() {
  const adapters = demoWorld();
  await adapters.identity.signIn(DEMO_ACCOUNTS.member.email, DEMO_PASSWORD);
  const { clientSecret } = await adapters.userApi.createSetupIntent();
  const DemoCardForm = createDemoCardForm(adapters.payments, adapters.world);
  const onReady = jest.fn<void, [PaymentConfirmer]>();
  const user = userEvent.setup({ delay: null });
  const view = renderWithI18n(<DemoCardForm clientSecret={clientSecret} onReady={onReady} />);
  const confirmer = () => {
    const last = onReady.mock.calls.at(-1);
    if (!last) throw new Error('The form never called onReady');
    return last[0];
  };
  /** Confirms as the page would, letting React finish what the confirmation changes. */
  const confirm = async () => {
    let confirmation!: Promise<PaymentOutcome>;
    await act(async () => {
      confirmation = confirmer().confirm(RETURN_URL);
      await confirmation.catch(() => undefined);
    });
    return confirmation;
  };
  /** Fills the card at once, as autofill does: typing key by key is the shaping test's business. */
  const fillCard = async (number: string, expiry = '1230', cvc = '123') => {
    await fill(screen.getByLabelText('Card number'), number);
    await fill(screen.getByLabelText('Expiration date'), expiry);
    await fill(screen.getByLabelText('Security code'), cvc);
  };
  return { ...view, ...adapters, user, onReady, confirmer, confirm, fillCard };
}

describe('the demo card form', () => {
  test('is labelled like Stripe’s, with the autofill hints of a card', async () => {
    await renderForm();
    const number = screen.getByLabelText('Card number');
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Expiration date')).toHaveAttribute('autocomplete', 'cc-exp');
    expect(screen.getByLabelText('Expiration date')).toHaveAttribute('placeholder', 'MM / YY');
    expect(screen.getByLabelText('Security code')).toHaveAttribute('autocomplete', 'cc-csc');
  });

  test('says it is a demo and lists the test cards', async () => {
    await renderForm();
    expect(screen.getByText('Demo card form')).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Test cards' })).getAllByRole('listitem');
    expect(cards.map((item) => item.textContent)).toEqual([
      '4242 4242 4242 4242 succeeds',
      '4000 0000 0000 0002 is declined',
      '4000 0027 6000 3184 asks for authentication',
    ]);
  });

  test('hands over a confirmer once mounted', async () => {
    const { onReady } = await renderForm();
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(typeof onReady.mock.calls[0]?.[0].confirm).toBe('function');
  });

  test('groups the number in fours and shapes the date as MM / YY while typing', async () => {
    const { user } = await renderForm();
    await user.type(screen.getByLabelText('Card number'), '4242x424242424242');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Expiration date'), '1230');
    expect(screen.getByLabelText('Expiration date')).toHaveValue('12 / 30');
    await user.type(screen.getByLabelText('Security code'), '12a345');
    expect(screen.getByLabelText('Security code')).toHaveValue('1234');
  });

  test('confirms what was typed: a good card is saved with the world', async () => {
    const { fillCard, confirm, world } = await renderForm();
    await fillCard('5555555555554444');

    const outcome = await confirm();

    expect(outcome).toEqual({ status: 'succeeded', paymentMethodId: anyString() });
    expect(world.state.paymentMethods).toContainEqual(
      expect.objectContaining({ id: outcome.paymentMethodId, last4: '4444', uid: 'demo-member' }),
    );
  });

  test('a declined card rejects with the provider’s words', async () => {
    const { fillCard, confirm } = await renderForm();
    await fillCard('4000000000000002');
    await expect(confirm()).rejects.toMatchObject({
      code: 'payments/card-declined',
      message: 'Your card was declined.',
    });
  });

  test('a number that fails the Luhn check is invalid', async () => {
    const { fillCard, confirm } = await renderForm();
    await fillCard('4242424242424241');
    await expect(confirm()).rejects.toMatchObject({
      code: 'payments/invalid-card',
      message: 'Your card number is invalid.',
    });
  });

  describe('a card that asks for authentication', () => {
    async function startAuthentication() {
      const form = await renderForm();
      await form.fillCard('4000002760003184');
      // As in the app, the provider answers a moment later rather than within the click.
      form.world.setLatency(1);
      let confirmation!: Promise<unknown>;
      act(() => {
        confirmation = form.confirmer().confirm(RETURN_URL);
        // Settled or not, the outcome is checked by each test.
        confirmation.catch(() => undefined);
      });
      const dialog = await screen.findByRole('dialog', { name: '3-D Secure check' });
      return { ...form, dialog, confirmation };
    }

    test('opens a modal check with the focus on its first answer', async () => {
      const { dialog } = await startAuthentication();
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(within(dialog).getByRole('button', { name: 'Complete authentication' })).toHaveFocus();
    });

    test('keeps Tab inside the check', async () => {
      const { dialog, user } = await startAuthentication();
      const complete = within(dialog).getByRole('button', { name: 'Complete authentication' });
      const fail = within(dialog).getByRole('button', { name: 'Fail authentication' });
      const close = within(dialog).getByRole('button', { name: 'Close' });
      await user.tab();
      expect(fail).toHaveFocus();
      await user.tab();
      expect(close).toHaveFocus();
      await user.tab();
      expect(complete).toHaveFocus();
      await user.tab({ shift: true });
      expect(close).toHaveFocus();
    });

    test('Escape fails the check wherever focus is, even on the page body', async () => {
      const { dialog, user, confirmation } = await startAuthentication();
      act(() => within(dialog).getByRole('button', { name: 'Complete authentication' }).blur());
      expect(document.body).toHaveFocus();
      await user.keyboard('{Escape}');
      await expect(confirmation).rejects.toMatchObject({ code: 'payments/authentication-failed' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    test('Complete authentication lets the confirmation succeed', async () => {
      const { dialog, user, confirmation } = await startAuthentication();
      await user.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));
      await expect(confirmation).resolves.toMatchObject({ status: 'succeeded' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    test('Fail authentication rejects it', async () => {
      const { dialog, user, confirmation } = await startAuthentication();
      await user.click(within(dialog).getByRole('button', { name: 'Fail authentication' }));
      await expect(confirmation).rejects.toMatchObject({ code: 'payments/authentication-failed' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    test('Escape fails it and gives the focus back to the form', async () => {
      const { user, confirmation } = await startAuthentication();
      await user.keyboard('{Escape}');
      await expect(confirmation).rejects.toMatchObject({ code: 'payments/authentication-failed' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByLabelText('Security code')).toHaveFocus();
    });

    test('a form taken away during the check fails it rather than leaving it hanging', async () => {
      const { unmount, confirmation } = await startAuthentication();
      unmount();
      await expect(confirmation).rejects.toMatchObject({ code: 'payments/authentication-failed' });
    });
  });

  describe('plainly unfinished fields', () => {
    test('are marked once the person leaves them', async () => {
      const { user } = await renderForm();
      await user.type(screen.getByLabelText('Card number'), '4242');
      await user.tab();
      const number = screen.getByLabelText('Card number');
      expect(number).toHaveAttribute('aria-invalid', 'true');
      expect(number).toHaveAccessibleDescription('Your card number is incomplete.');
    });

    test('an empty field is not blamed before the person tries to pay', async () => {
      const { user } = await renderForm();
      await user.click(screen.getByLabelText('Card number'));
      await user.tab();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    test('a number that fails the Luhn check is marked invalid once left', async () => {
      const { user } = await renderForm();
      await fill(screen.getByLabelText('Card number'), TEST_CARDS.notLuhn);
      await user.tab();
      expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(
        'Your card number is invalid.',
      );
    });

    test('are all marked when a confirmation is tried', async () => {
      const { confirm } = await renderForm();
      await confirm().catch(() => undefined);
      expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(
        'Your card number is incomplete.',
      );
      expect(screen.getByLabelText('Expiration date')).toHaveAccessibleDescription(
        "Your card's expiration date is incomplete.",
      );
      expect(screen.getByLabelText('Security code')).toHaveAccessibleDescription(
        "Your card's security code is incomplete.",
      );
    });
  });
  /** Stripe's words under the expiration date, for a card checked on TODAY (2026-11-21). */
  describe('an expiration date that cannot be right', () => {
    const expiry = () => screen.getByRole('textbox', { name: 'Expiration date' });

    test.each([
      ['an expired card, a year ago', '1225', "Your card's expiration year is in the past."],
      ['an expired card, earlier this year', '1026', "Your card's expiration date is in the past."],
      ['month 13', '1330', "Your card's expiration month is invalid."],
      ['month 00', '0030', "Your card's expiration month is invalid."],
    ])('%s is named under the field once the person leaves it', async (_what, typed, message) => {
      const { user } = await renderForm();
      await user.type(expiry(), typed);
      expect(expiry()).not.toHaveAttribute('aria-invalid');

      await user.tab();

      expect(expiry()).toHaveAttribute('aria-invalid', 'true');
      expect(expiry()).toHaveAccessibleDescription(message);
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(screen.getByLabelText('Card number')).not.toHaveAttribute('aria-invalid');
    });

    test('an expired card is named under the field when the person pays from it', async () => {
      const { user, confirm } = await renderForm();
      await fill(screen.getByLabelText('Card number'), TEST_CARDS.succeeds);
      await user.type(screen.getByLabelText('Security code'), '123');
      await user.type(expiry(), '1225');
      expect(expiry()).toHaveFocus();

      await expect(confirm()).rejects.toMatchObject({
        code: 'payments/incomplete',
        message: "Your card's expiration year is in the past.",
      });

      expect(expiry()).toHaveAccessibleDescription("Your card's expiration year is in the past.");
      expect(screen.getByRole('alert')).toHaveTextContent(
        "Your card's expiration year is in the past.",
      );
      expect(screen.getByLabelText('Card number')).not.toHaveAttribute('aria-invalid');
      expect(screen.getByLabelText('Security code')).not.toHaveAttribute('aria-invalid');
    });

    test('month 13 is named when the person pays, and the mark goes once it is mended', async () => {
      const { user, confirm } = await renderForm();
      await fill(screen.getByLabelText('Card number'), TEST_CARDS.succeeds);
      await user.type(screen.getByLabelText('Security code'), '123');
      await user.type(expiry(), '1330');

      await expect(confirm()).rejects.toMatchObject({
        code: 'payments/incomplete',
        message: "Your card's expiration month is invalid.",
      });
      expect(expiry()).toHaveAccessibleDescription("Your card's expiration month is invalid.");

      await user.clear(expiry());
      await user.type(expiry(), '1230');

      expect(expiry()).not.toHaveAttribute('aria-invalid');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    test('the last day of this month’s card is still good', async () => {
      const { user } = await renderForm();
      await user.type(expiry(), '1126');
      await user.tab();
      expect(expiry()).not.toHaveAttribute('aria-invalid');
    });
  });

  test('an incomplete number is named under the field when the person pays', async () => {
    const { user, confirm } = await renderForm();
    await user.type(screen.getByLabelText('Expiration date'), '1230');
    await user.type(screen.getByLabelText('Security code'), '123');
    await fill(screen.getByLabelText('Card number'), '4242 4242');

    // Said at the field, so the page says nothing more (useErrorText).
    await expect(confirm()).rejects.toMatchObject({ code: 'payments/incomplete', place: 'field' });

    const number = screen.getByRole('textbox', { name: 'Card number' });
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription('Your card number is incomplete.');
    expect(screen.getByRole('alert')).toHaveTextContent('Your card number is incomplete.');
    // The person lands on what to fix.
    expect(number).toHaveFocus();
  });

  test('a refused card puts the focus on the first field in error, in the order they are filled', async () => {
    const { user, confirm } = await renderForm();
    await fill(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Expiration date'), '1320');
    await user.click(screen.getByLabelText('Card number'));

    await expect(confirm()).rejects.toMatchObject({ place: 'field' });

    expect(screen.getByLabelText('Expiration date')).toHaveFocus();
    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });

  test('a decline is the page’s to say: the focus stays where it was', async () => {
    const { fillCard, confirm } = await renderForm();
    await fillCard('4000000000000002');
    const before = document.activeElement;

    await expect(confirm()).rejects.toMatchObject({ place: 'page' });

    expect(document.activeElement).toBe(before);
  });
});
