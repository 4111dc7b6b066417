import { waitFor, within } from '@testing-library/react';
import { SignUp } from '../../../src/application/use-cases/sign-up';
import { AppError } from '../../../src/domain/errors';
import { currentPath, fill, renderApp, screen } from '../../support/render-app';
import { DEMO_ACCOUNTS } from '../../support/demo-accounts';

afterEach(() => jest.restoreAllMocks());

const field = (label: string) => screen.getByLabelText(label);
const submitButton = () => screen.getByRole('button', { name: 'Create account' });
const checklistItems = () =>
  within(screen.getByRole('list', { name: 'Your password needs' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

async function openSignUp(at = '/signup') {
  const app = await renderApp({ at });
  await screen.findByRole('heading', { level: 1, name: 'Create your account' });
  return app;
}

type App = Awaited<ReturnType<typeof openSignUp>>;

async function fillIn(
  { user }: App,
  values: { firstName?: string; lastName?: string; email?: string; password?: string },
) {
  const labels = {
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    password: 'Password',
  };
  for (const [name, value] of Object.entries(values)) {
    const input = field(labels[name as keyof typeof labels]);
    await user.clear(input);
    if (value) await fill(input, value);
  }
}

const NEW_PERSON = {
  firstName: 'Noor',
  lastName: 'Haddad',
  email: 'noor@example.test',
  password: 'Quiet#Mind1',
};

describe('sign-up page', () => {
  test('has labelled fields with autocomplete, consent links and a sign-in link', async () => {
    await openSignUp();
    expect(document.title).toBe('Create your account · Mindful');
    expect(field('First Name')).toHaveAttribute('autocomplete', 'given-name');
    expect(field('Last Name')).toHaveAttribute('autocomplete', 'family-name');
    expect(field('Email')).toHaveAttribute('autocomplete', 'email');
    expect(field('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(field('Password')).toHaveAccessibleDescription(
      expect.stringContaining('Your password needs At least 8 characters (not met)'),
    );
    const form = screen.getByRole('form', { name: 'Create your account' });
    const consent = within(form).getByText(/By creating an account, you agree to our/);
    expect(consent).toHaveTextContent(
      'By creating an account, you agree to our Terms of use and Privacy policy.',
    );
    expect(within(consent).getByRole('link', { name: 'Terms of use' })).toHaveAttribute(
      'href',
      'https://mindful.test/terms',
    );
    expect(within(consent).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      'https://mindful.test/privacy',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Continue with Apple' })).toBeEnabled();
  });

  test('without a chosen plan, shows the benefits panel', async () => {
    await openSignUp();
    const panel = screen.getByRole('region', { name: 'What you get with Mindful' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('region', { name: 'Your order' })).not.toBeInTheDocument();
  });

  test('with a plan in the address (after a reload), shows its order summary', async () => {
    const { store } = await openSignUp('/signup?plan=first&promo=WELCOME20');
    const order = await screen.findByRole('region', { name: 'Your order' });
    expect(
      await within(order).findByText('$3.99 on November 28, 2026, for the first month only'),
    ).toBeVisible();
    expect(within(order).getByText('$4.99 every month until you cancel')).toBeVisible();
    expect(within(order).getByText('WELCOME20')).toBeVisible();
    expect(store.getState().checkout.checkoutRequested).toBe(true);
  });

  test('prefills e-mail, first and last name from the address and keeps it in the sign-in link', async () => {
    await openSignUp('/signup?email=noor%40example.test&firstName=Noor&lastName=Haddad');
    expect(field('Email')).toHaveValue('noor@example.test');
    expect(field('First Name')).toHaveValue('Noor');
    expect(field('Last Name')).toHaveValue('Haddad');
    expect(field('Password')).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/signin?email=noor%40example.test&firstName=Noor&lastName=Haddad',
    );
  });

  test('an empty form shows the four required messages under their fields', async () => {
    const { user } = await openSignUp();
    await user.click(submitButton());
    expect(field('First Name')).toHaveAccessibleDescription('First Name is required');
    expect(field('Last Name')).toHaveAccessibleDescription('Last Name is required');
    expect(field('Email')).toHaveAccessibleDescription('Email is required');
    expect(field('Password')).toHaveAccessibleDescription(
      expect.stringMatching(/^Your password needs .*Password is required$/u),
    );
    expect(field('First Name')).toHaveFocus();
  });

  test('a malformed e-mail and a short password say so; fixing them clears the messages', async () => {
    const app = await openSignUp();
    await fillIn(app, { ...NEW_PERSON, email: 'noor@example', password: 'Short#1' });
    await app.user.click(submitButton());
    expect(await screen.findByText('Invalid email address')).toBeVisible();
    expect(screen.getByText('Password is too short')).toBeVisible();
    expect(field('Email')).toHaveFocus();

    await fillIn(app, { email: NEW_PERSON.email, password: NEW_PERSON.password });
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
    expect(screen.queryByText('Password is too short')).not.toBeInTheDocument();
  });

  test('the same password rule as a reset, with the same live checklist', async () => {
    const app = await openSignUp();
    await fillIn(app, { ...NEW_PERSON, password: ' abcdefgh ' });
    expect(checklistItems()).toEqual([
      'At least 8 characters (met)',
      'One capital letter (not met)',
      'One symbol, like ! or # (not met)',
    ]);
    await app.user.click(submitButton());
    expect(
      await screen.findByText(
        'Your password needs at least 8 characters, a capital letter and a symbol.',
      ),
    ).toBeVisible();
    expect(field('Password')).toHaveFocus();

    await fillIn(app, { password: ' Abcdefg! ' });
    expect(checklistItems()).toEqual([
      'At least 8 characters (met)',
      'One capital letter (met)',
      'One symbol, like ! or # (met)',
    ]);
  });

  test('creates the account, reports a lead and lands on /', async () => {
    const app = await openSignUp();
    await fillIn(app, NEW_PERSON);
    await app.user.click(submitButton());

    await waitFor(() => expect(currentPath(app.router)).toBe('/'));
    await waitFor(() => expect(app.world.events).toContainEqual({ event: 'lead' }));
    const account = app.world.state.accounts.find((entry) => entry.email === NEW_PERSON.email);
    expect(account).toMatchObject({ displayName: 'Noor Haddad', provider: 'password' });
    expect(app.world.state.profiles.find((entry) => entry.uid === account?.uid)).toMatchObject({
      firstName: 'Noor',
      lastName: 'Haddad',
      email: NEW_PERSON.email,
    });
  });

  test('keeps the button busy while the account is created', async () => {
    const app = await openSignUp();
    const held = app.holdNextCall('identity');
    await fillIn(app, NEW_PERSON);
    await app.user.click(submitButton());
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
    expect(submitButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continue with Apple' })).toBeDisabled();

    await held.release();
    await waitFor(() => expect(currentPath(app.router)).toBe('/'));
  });

  test('an e-mail already in use shows the message under the form and leaves it usable', async () => {
    const app = await openSignUp();
    await fillIn(app, { ...NEW_PERSON, email: DEMO_ACCOUNTS.member.email });
    await app.user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists.',
    );
    expect(submitButton()).toBeEnabled();
    expect(field('Email')).toBeEnabled();
    expect(app.world.events).toEqual([]);

    await fillIn(app, { email: NEW_PERSON.email });
    await app.user.click(submitButton());
    await waitFor(() => expect(currentPath(app.router)).toBe('/'));
  });

  test('a failing identity provider shows the network message and leaves the form usable', async () => {
    const app = await openSignUp();
    app.world.failNextCall('identity');
    await fillIn(app, NEW_PERSON);
    await app.user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't reach our servers. Check your connection and try again.",
    );
    expect(submitButton()).toBeEnabled();
    expect(app.world.state.accounts.some((entry) => entry.email === NEW_PERSON.email)).toBe(false);
  });

  test.each([
    [
      'identity/operation-not-allowed',
      "Creating an account this way isn't turned on. Please choose another way to sign up, or contact support.",
    ],
    ['identity/internal-error', 'Our sign-in service ran into a problem. Please try again.'],
  ] as const)(
    'a sign-up failing with %s says so, not that the e-mail is taken',
    async (code, message) => {
      jest
        .spyOn(SignUp.prototype, 'execute')
        .mockRejectedValueOnce(new AppError(code, 'The provider says no.'));
      const app = await openSignUp();
      await fillIn(app, NEW_PERSON);
      await app.user.click(submitButton());

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(
        screen.queryByText('An account with this email already exists.'),
      ).not.toBeInTheDocument();
      expect(submitButton()).toBeEnabled();
    },
  );

  test.each([
    ['Google', DEMO_ACCOUNTS.google.email],
    ['Apple', DEMO_ACCOUNTS.apple.email],
  ])('Continue with %s lands on /', async (provider, account) => {
    const { user, router, store } = await openSignUp();
    await user.click(screen.getByRole('button', { name: `Continue with ${provider}` }));
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(store.getState().auth.user?.email).toBe(account);
  });

  test('a failing popup sign-up shows why and gives the buttons back', async () => {
    const { user, world } = await openSignUp();
    world.failNextCall('identity');
    await user.click(screen.getByRole('button', { name: 'Continue with Apple' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't reach our servers. Check your connection and try again.",
    );
    expect(screen.getByRole('button', { name: 'Continue with Apple' })).toBeEnabled();
    expect(submitButton()).toBeEnabled();
  });

  test('signing up with a chosen plan keeps the order in the address', async () => {
    const app = await openSignUp('/signup?plan=first');
    await screen.findByRole('region', { name: 'Your order' });
    await fillIn(app, NEW_PERSON);
    await app.user.click(submitButton());
    await waitFor(() => expect(currentPath(app.router)).toBe('/?plan=first'));
  });
});
