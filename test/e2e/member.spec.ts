/**
 * What a signed-in member manages (SPEC.md section 4, other flows): cancel, change the card (also
 * through the bank's 3-D Secure check), edit the profile, reset the password, delete the account.
 */
import { test, expect } from './support/fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../support/demo-accounts';
import { TEST_CARDS } from '../support/test-cards';
import {
  closeDialog,
  expectAccessible,
  expectFocusKept,
  expectPath,
  expectProfile,
  fillCard,
  fillSignIn,
  followResetLink,
  h1,
  logOut,
  paymentMethodsOf,
  readWorld,
  signIn,
} from './support/app';
import { startSignedIn } from './support/world';

test('cancel: a reason is required, then the subscription stops renewing', async ({ page }) => {
  await startSignedIn(page, 'member');
  await page.getByRole('link', { name: 'Cancel subscription' }).click();
  await expectPath(page, '/cancel-subscription');
  await expect(h1(page)).toHaveText('Cancel your subscription');
  await expect(page.getByText('You keep full access until January 15, 2027.')).toBeVisible();
  const cont = page.getByRole('button', { name: 'Continue' });
  await expect(cont).toBeDisabled();
  const reasons = page.getByRole('group', { name: 'Why are you cancelling?' });
  await expect(reasons.getByRole('radio')).toHaveCount(7);
  await expectAccessible(page, '/cancel-subscription');
  await reasons.getByRole('radio', { name: 'I’m not using the service anymore' }).check();
  await cont.click();
  // One offer (a pause), with Continue cancelling beside it: it finishes at once.
  const offer = page.getByRole('region', { name: 'Before you go' });
  await expect(offer.getByRole('group', { name: 'How long?' })).toBeVisible();
  await expectAccessible(page, 'the retention offer');
  await offer.getByRole('button', { name: 'Continue cancelling' }).click();

  await expectProfile(page, 'Sam Rivera');
  await expectFocusKept(page, 'cancelling');
  await expect(
    page.getByRole('status').filter({ hasText: 'Your subscription is cancelled' }),
  ).toContainText('You keep access until January 15, 2027.');
  const card = page.getByRole('region', { name: 'Your subscription' });
  await expect(card.getByRole('heading', { name: 'Ends on January 15, 2027' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Cancel subscription' })).toHaveCount(0);
  const world = await readWorld(page);
  expect(world.cancellations).toEqual([expect.objectContaining({ uid: 'demo-member' })]);
  expect(world.profiles.find((profile) => profile.uid === 'demo-member')?.subscription).toEqual(
    expect.objectContaining({ autoRenew: false }),
  );
});

test('resume: a cancelled member turns renewal back on before access ends', async ({ page }) => {
  await startSignedIn(page, 'cancelled');
  const card = page.getByRole('region', { name: 'Your subscription' });
  await expect(card.getByRole('heading', { name: 'Ends on December 20, 2026' })).toBeVisible();
  await expect(card).not.toContainText('renews automatically');
  await expectAccessible(page, 'a cancelled subscription, with Resume');
  await card.getByRole('button', { name: 'Turn renewal back on' }).click();

  const notice = page.getByRole('status').filter({ hasText: 'Your subscription renews again' });
  await expect(notice).toContainText('The next charge is on December 20, 2026.');
  await expectFocusKept(page, 'resuming');
  await expect(card.getByRole('heading', { name: 'Active' })).toBeVisible();
  await expect(card).toContainText('Your subscription renews automatically for the same term.');
  await expect(card).not.toContainText('Ends on');
  await expect(card.getByRole('link', { name: 'Cancel subscription' })).toBeVisible();
  const world = await readWorld(page);
  expect(world.profiles.find((profile) => profile.uid === 'demo-cancelled')?.subscription).toEqual(
    expect.objectContaining({ autoRenew: true }),
  );
  // Resuming is not a purchase.
  expect(world.events.filter((event) => event.event === 'purchase')).toEqual([]);
});

test('cancel: keep my subscription goes back without cancelling', async ({ page }) => {
  await startSignedIn(page, 'discount', '/cancel-subscription');
  await expect(h1(page)).toHaveText('Cancel your subscription');
  await page.getByRole('link', { name: 'Keep my subscription' }).click();
  await expectProfile(page, 'Casey Kim');
  expect((await readWorld(page)).cancellations).toEqual([]);
});

test('change the card: a new card is saved and shown on the profile', async ({ page }) => {
  await startSignedIn(page, 'member');
  await page.getByRole('link', { name: 'Change payment method' }).click();
  await expectPath(page, '/change-payment-method');
  await expect(h1(page)).toHaveText('Change payment method');
  await expect(page.getByRole('region', { name: 'Current card' })).toContainText(
    'Card ending in 4242',
  );
  await expect(page.getByLabel('Card number')).toBeVisible();
  await expectAccessible(page, '/change-payment-method');
  await fillCard(page, TEST_CARDS.mastercard);
  await page.getByRole('button', { name: 'Save card' }).click();

  await expectProfile(page, 'Sam Rivera');
  await expectFocusKept(page, 'saving the card');
  await expect(page.getByText('Your payment method was updated.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your subscription' })).toContainText(
    'Card ending in 4444',
  );
});

test('change the card with the authentication card: Fail keeps the old card, Complete saves it', async ({
  page,
}) => {
  await startSignedIn(page, 'cancelled', '/change-payment-method');
  await fillCard(page, TEST_CARDS.authentication);
  await page.getByRole('button', { name: 'Save card' }).click();
  let check = page.getByRole('dialog', { name: '3-D Secure check' });
  await expect(check.getByRole('button', { name: 'Complete authentication' })).toBeFocused();
  await check.getByRole('button', { name: 'Fail authentication' }).click();

  // SPEC.md: back to / even on error; DESIGN.md: with a short message.
  await expectProfile(page, 'Jamie Lee');
  await expectFocusKept(page, 'a failed card change');
  await expect(page.getByRole('alert')).toContainText("Your payment method wasn't changed.");
  await expectAccessible(page, 'the profile after a failed card change');
  await expect(page.getByRole('region', { name: 'Your subscription' })).toContainText(
    'Card ending in 1881',
  );

  await page.getByRole('link', { name: 'Change payment method' }).click();
  await fillCard(page, TEST_CARDS.authentication);
  await page.getByRole('button', { name: 'Save card' }).click();
  check = page.getByRole('dialog', { name: '3-D Secure check' });
  await check.getByRole('button', { name: 'Complete authentication' }).click();
  await expectProfile(page, 'Jamie Lee');
  await expect(page.getByText('Your payment method was updated.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your subscription' })).toContainText(
    'Card ending in 3184',
  );
  const world = await readWorld(page);
  expect(
    paymentMethodsOf(world, DEMO_ACCOUNTS.cancelled.email).map((method) => method.last4),
  ).toEqual(['1881', '3184']);
});

test('edit profile fields: read-only, editing, saving, read-only again', async ({ page }) => {
  await startSignedIn(page, 'free');
  const details = page.getByRole('region', { name: 'Your details' });
  const firstName = details.getByRole('textbox', { name: 'First Name' });
  await expect(firstName).toHaveValue('Alex');
  await expect(firstName).toHaveAttribute('readonly', '');

  await details.getByRole('button', { name: 'Edit First Name' }).click();
  await expect(firstName).toBeFocused();
  await expect(firstName).not.toHaveAttribute('readonly', '');
  await firstName.fill('Alexandra');
  await details.getByRole('button', { name: 'Save First Name' }).click();
  await expect(firstName).toHaveAttribute('readonly', '');
  await expect(details.getByRole('button', { name: 'Edit First Name' })).toBeFocused();
  await expect(firstName).toHaveValue('Alexandra');
  await expect(page.getByRole('region', { name: 'Your profile' })).toContainText(
    'Alexandra Morgan',
  );

  // Cancel throws the draft away.
  await details.getByRole('button', { name: 'Edit Last Name' }).click();
  await details.getByRole('textbox', { name: 'Last Name' }).fill('Nobody');
  await details.getByRole('button', { name: 'Cancel Last Name' }).click();
  await expect(details.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Morgan');

  // A required field and the e-mail pattern.
  await details.getByRole('button', { name: 'Edit Email' }).click();
  const email = details.getByRole('textbox', { name: 'Email' });
  await email.fill('not-an-email');
  await details.getByRole('button', { name: 'Save Email' }).click();
  await expect(details.getByRole('alert')).toHaveText('Invalid email address');
  await expectFocusKept(page, 'an invalid e-mail');
  await expectAccessible(page, 'an invalid profile field');
  await email.fill('');
  await details.getByRole('button', { name: 'Save Email' }).click();
  await expect(details.getByRole('alert')).toHaveText('Email is required');
  await email.fill('alex.morgan@example.com');
  await details.getByRole('button', { name: 'Save Email' }).click();
  await expect(email).toHaveAttribute('readonly', '');
  await expect(email).toHaveValue('alex.morgan@example.com');

  const world = await readWorld(page);
  expect(world.profiles.find((profile) => profile.uid === 'demo-free')).toEqual(
    expect.objectContaining({ firstName: 'Alexandra', email: 'alex.morgan@example.com' }),
  );
  // The new address is also the sign-in address.
  expect(world.accounts.find((account) => account.uid === 'demo-free')?.email).toBe(
    'alex.morgan@example.com',
  );
});

test('an edited name survives a reload', async ({ page }) => {
  // Every auth-state sign-in PATCHes users with the identity provider's display name (SPEC.md
  // section 4), so the edit must rename the identity account too.
  await startSignedIn(page, 'free');
  const details = page.getByRole('region', { name: 'Your details' });
  await details.getByRole('button', { name: 'Edit Last Name' }).click();
  await details.getByRole('textbox', { name: 'Last Name' }).fill('Morgan-Reyes');
  await details.getByRole('button', { name: 'Save Last Name' }).click();
  await expect(page.getByRole('region', { name: 'Your profile' })).toContainText(
    'Alex Morgan-Reyes',
  );
  await page.reload();
  await expectProfile(page);
  await expect(page.getByRole('region', { name: 'Your profile' })).toContainText(
    'Alex Morgan-Reyes',
    { timeout: 2_000 },
  );
});

test('reset password from the profile → outbox link → set password → sign in with it', async ({
  page,
}) => {
  // A dialog, the outbox, two pages and a new sign-in: one of the longest journeys of the suite.
  test.slow();
  await startSignedIn(page, 'member');
  await page.getByRole('button', { name: 'Reset password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await expect(dialog).toContainText("We'll send a reset link to member@demo.test");
  await expectAccessible(page, 'the reset password dialog');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reset password' })).toBeFocused();
  await expect(page.getByText("Check your email. We've sent a password reset link")).toBeVisible();

  await followResetLink(page, DEMO_ACCOUNTS.member.email);
  const submit = page.getByRole('button', { name: 'Set new password' });
  const field = page.getByLabel('New password');
  await expect(submit).toBeDisabled();
  await field.fill('serene sky');
  await expect(submit).toBeDisabled();
  await expect(page.getByRole('listitem').filter({ hasText: 'One capital letter' })).toContainText(
    '(not met)',
  );
  await field.fill('Serene#Sky7');
  await expect(page.getByRole('listitem').filter({ hasText: 'One capital letter' })).toContainText(
    '(met)',
  );
  await expectAccessible(page, '/set-password');
  await submit.click();

  await expectPath(page, '/set-password-successful');
  await expect(h1(page)).toHaveText('Ready when you are');
  await page.goto('/');
  await logOut(page);
  await fillSignIn(page, DEMO_ACCOUNTS.member.email, DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials, please try again.');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeFocused();
  await fillSignIn(page, DEMO_ACCOUNTS.member.email, 'Serene#Sky7');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectProfile(page, 'Sam Rivera');
  await expect(h1(page)).toBeFocused();
});

test('delete account: Continue waits for the tick, then the person is signed out for good', async ({
  page,
}) => {
  await startSignedIn(page, 'discount');
  const opener = page.getByRole('button', { name: 'Delete account' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const cont = dialog.getByRole('button', { name: 'Continue' });
  await expect(cont).toBeDisabled();
  await expectAccessible(page, 'the delete account dialog');
  // Escape closes it and gives focus back.
  await closeDialog(page);
  await expect(opener).toBeFocused();

  await opener.click();
  await dialog.getByLabel('I understand that this action is permanent').check();
  await expect(cont).toBeEnabled();
  await cont.click();
  await expectPath(page, '/signin');
  await expectFocusKept(page, 'deleting the account');
  const world = await readWorld(page);
  expect(world.accounts.map((account) => account.email)).not.toContain(
    DEMO_ACCOUNTS.discount.email,
  );
  expect(world.session).toBeNull();

  await fillSignIn(page, DEMO_ACCOUNTS.discount.email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials, please try again.');
});

test('log out clears the session; signing in again lands on the profile', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.cancelled.email);
  await logOut(page);
  expect((await readWorld(page)).session).toBeNull();
  await page.goto('/cancel-subscription');
  await expectPath(page, '/signin');
});
