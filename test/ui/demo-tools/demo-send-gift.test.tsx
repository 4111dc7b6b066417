/** The demo tools' "send now" of a gift dated later (DESIGN.md, "Gifts"). */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createDemoTools } from '../../../src/demo/ui/DemoTools';
import { DEMO_ACCOUNTS } from '../../support/demo-accounts';
import { demoWorld, signInAs } from '../../support/demo-world';
import { renderWithI18n } from '../../support/render-with-i18n';
import { GOOD_CARD } from '../../support/test-cards';
import { RETURN_URL } from '../../support/test-settings';

test('a paid gift dated later goes to its recipient at once, its link then in the outbox', async () => {
  const adapters = demoWorld();
  await signInAs(adapters, DEMO_ACCOUNTS.free.email);
  const { clientSecret } = await adapters.gifts.order({
    productId: 'gift_12m',
    recipient: { name: 'Robin', email: 'robin@example.test' },
    message: null,
    sendOn: '2026-11-28',
  });
  await adapters.payments.confirmer(clientSecret, GOOD_CARD, async () => true).confirm(RETURN_URL);
  const DemoTools = createDemoTools(adapters.world, jest.fn());
  renderWithI18n(<DemoTools />);
  const outbox = within(screen.getByRole('region', { name: 'Outbox' }));
  expect(outbox.queryByRole('link', { name: 'Gift link for robin@example.test' })).toBeNull();

  const send = outbox.getByRole('button', { name: 'Send now' });
  expect(send).toHaveAccessibleDescription(
    'Gift for robin@example.test, to be sent on November 28, 2026',
  );
  await userEvent.setup({ delay: null }).click(send);

  expect(outbox.getByRole('link', { name: 'Gift link for robin@example.test' })).toBeVisible();
  expect(outbox.queryByRole('button', { name: 'Send now' })).toBeNull();
});
