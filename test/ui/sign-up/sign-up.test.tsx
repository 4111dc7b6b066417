import { screen, waitFor, within } from '@testing-library/react';
import { AppError, type ErrorCode } from '../../../src/domain/errors';
import { SignUpPage } from '../../../src/ui/features/account/sign-up/SignUpPage';
import { deferred } from '../../support/deferred';
import { renderPage, signedOut } from '../../support/render-page';
import { currentPath, fill } from '../../support/test-router';
import type { UseCaseStubs } from '../../support/use-case-stubs';
import { summaryValue } from '../../support/summary';
import { orderStubs, popupStubs } from '../sign-in/credentials-stubs';

const field = (label: string) => screen.getByLabelText(label);
const submitButton = () => screen.getByRole('button', { name: 'Create account' });
const checklistItems = () =>
  within(screen.getByRole('list', { name: 'Your password needs' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** An account the identity provider creates, unless the test says otherwise. */
const signUpStub = (execute = jest.fn(async () => {})) => ({ execute });
const failingWith = (code: ErrorCode) =>
  jest.fn(async (): Promise<void> => {
    throw new AppError(code, 'The provider says no.');
  });

/** /signup as a visitor opens it, the sign-up and the popups answering unless the test says otherwise. */
async function openSignUp(at = '/signup', useCases: UseCaseStubs = {}) {
  const page = renderPage(<SignUpPage />, {
    at,
    path: '/signup',
    state: signedOut,
    useCases: { signUp: signUpStub(), signInWithPopup: popupStubs(), ...useCases },
  });
  await screen.findByRole('heading', { level: 1, name: 'Create your account' });
  return page;
}

type Page = Awaited<ReturnType<typeof openSignUp>>;

async function fillIn(
  { user }: Page,
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

/** Signed up: the button keeps its spinner, as the guard (not the page) takes the person on. */
async function staysBusyAfterSigningUp({ router }: Page, at = '/signup') {
  await waitFor(() => expect(submitButton()).toHaveAttribute('aria-busy', 'true'));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(currentPath(router)).toBe(at);
}

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
    expect(screen.getByRole('button', { name: 'Continue with Google' })).not.toBeUnavailable();
    expect(screen.getByRole('button', { name: 'Continue with Apple' })).not.toBeUnavailable();
  });

  test('without a chosen plan, shows the benefits panel', async () => {
    await openSignUp();
    const panel = screen.getByRole('region', { name: 'What you get with Mindful' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('region', { name: 'Your order' })).not.toBeInTheDocument();
  });

  test('with a plan in the address (after a reload), shows its order summary', async () => {
    const order = orderStubs();
    const { store } = await openSignUp('/signup?plan=first&promo=WELCOME20', order);
    const summary = await screen.findByRole('region', { name: 'Your order' });
    await waitFor(() =>
      expect(summaryValue(summary, 'First charge')).toBe(
        '$3.99 on November 28, 2026, for the first month only',
      ),
    );
    expect(within(summary).getByText('$4.99 every month until you cancel')).toBeVisible();
    expect(within(summary).getByText('WELCOME20')).toBeVisible();
    expect(store.getState().checkout.checkoutRequested).toBe(true);
    expect(order.loadCatalogue.execute).toHaveBeenCalledWith('first');
  });

  test('an empty form shows the four required messages under their fields', async () => {
    const { user, useCases } = await openSignUp();
    await user.click(submitButton());
    expect(field('First Name')).toHaveAccessibleDescription('First Name is required');
    expect(field('Last Name')).toHaveAccessibleDescription('Last Name is required');
    expect(field('Email')).toHaveAccessibleDescription('Email is required');
    expect(field('Password')).toHaveAccessibleDescription(
      expect.stringMatching(/^Your password needs .*Password is required$/u),
    );
    expect(field('First Name')).toHaveFocus();
    expect(useCases.signUp.execute).not.toHaveBeenCalled();
  });

  test('a malformed e-mail and a short password say so; fixing them clears the messages', async () => {
    const page = await openSignUp();
    await fillIn(page, { ...NEW_PERSON, email: 'noor@example', password: 'Short#1' });
    await page.user.click(submitButton());
    expect(await screen.findByText('Invalid email address')).toBeVisible();
    expect(screen.getByText('Password is too short')).toBeVisible();
    expect(field('Email')).toHaveFocus();
    expect(page.useCases.signUp.execute).not.toHaveBeenCalled();

    await fillIn(page, { email: NEW_PERSON.email, password: NEW_PERSON.password });
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
    expect(screen.queryByText('Password is too short')).not.toBeInTheDocument();
  });

  test('the same password rule as a reset, with the same live checklist', async () => {
    const page = await openSignUp();
    await fillIn(page, { ...NEW_PERSON, password: ' abcdefgh ' });
    expect(checklistItems()).toEqual([
      'At least 8 characters (met)',
      'One capital letter (not met)',
      'One symbol, like ! or # (not met)',
    ]);
    await page.user.click(submitButton());
    expect(
      await screen.findByText(
        'Your password needs at least 8 characters, a capital letter and a symbol.',
      ),
    ).toBeVisible();
    expect(field('Password')).toHaveFocus();
    expect(page.useCases.signUp.execute).not.toHaveBeenCalled();

    await fillIn(page, { password: ' Abcdefg! ' });
    expect(checklistItems()).toEqual([
      'At least 8 characters (met)',
      'One capital letter (met)',
      'One symbol, like ! or # (met)',
    ]);
  });

  test('creates the account with the name, e-mail and password typed, and stays busy for the guard', async () => {
    const page = await openSignUp();
    await fillIn(page, NEW_PERSON);
    await page.user.click(submitButton());

    expect(page.useCases.signUp.execute).toHaveBeenCalledWith(NEW_PERSON);
    expect(page.useCases.signUp.execute).toHaveBeenCalledTimes(1);
    await staysBusyAfterSigningUp(page);
  });

  test('keeps the button busy while the account is created', async () => {
    const creating = deferred<void>();
    const page = await openSignUp('/signup', {
      signUp: signUpStub(jest.fn(() => creating.promise)),
    });
    await fillIn(page, NEW_PERSON);
    await page.user.click(submitButton());
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
    expect(submitButton()).toBeUnavailable();
    expect(screen.getByRole('button', { name: 'Continue with Apple' })).toBeUnavailable();

    await page.user.click(submitButton());
    expect(page.useCases.signUp.execute).toHaveBeenCalledTimes(1);

    creating.resolve();
    await staysBusyAfterSigningUp(page);
  });

  test('an e-mail already in use shows the message under the form and leaves it usable', async () => {
    const execute = failingWith('identity/email-already-in-use');
    const page = await openSignUp('/signup', { signUp: signUpStub(execute) });
    await fillIn(page, { ...NEW_PERSON, email: 'taken@example.test' });
    await page.user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists.',
    );
    expect(submitButton()).not.toBeUnavailable();
    expect(field('Email')).not.toBeUnavailable();

    execute.mockResolvedValueOnce(undefined);
    await fillIn(page, { email: NEW_PERSON.email });
    await page.user.click(submitButton());
    expect(execute).toHaveBeenLastCalledWith(NEW_PERSON);
    await staysBusyAfterSigningUp(page);
  });

  test('a failing identity provider shows the network message and leaves the form usable', async () => {
    const page = await openSignUp('/signup', {
      signUp: signUpStub(failingWith('network/unavailable')),
    });
    await fillIn(page, NEW_PERSON);
    await page.user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't reach our servers. Check your connection and try again.",
    );
    expect(submitButton()).not.toBeUnavailable();
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
      const page = await openSignUp('/signup', { signUp: signUpStub(failingWith(code)) });
      await fillIn(page, NEW_PERSON);
      await page.user.click(submitButton());

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(
        screen.queryByText('An account with this email already exists.'),
      ).not.toBeInTheDocument();
      expect(submitButton()).not.toBeUnavailable();
    },
  );

  test.each([
    ['Google', 'google'],
    ['Apple', 'apple'],
  ] as const)('Continue with %s signs up with %s and stays busy', async (name, provider) => {
    const { user, useCases, router } = await openSignUp();
    const chosen = screen.getByRole('button', { name: `Continue with ${name}` });
    await user.click(chosen);
    expect(useCases.signInWithPopup.execute).toHaveBeenCalledWith(provider);
    await waitFor(() => expect(chosen).toHaveAttribute('aria-busy', 'true'));
    expect(submitButton()).toBeUnavailable();
    expect(currentPath(router)).toBe('/signup');
    expect(useCases.signUp.execute).not.toHaveBeenCalled();
  });

  test('a failing popup sign-up shows why and gives the buttons back', async () => {
    const { user } = await openSignUp('/signup', {
      signInWithPopup: popupStubs(failingWith('network/unavailable')),
    });
    await user.click(screen.getByRole('button', { name: 'Continue with Apple' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't reach our servers. Check your connection and try again.",
    );
    expect(screen.getByRole('button', { name: 'Continue with Apple' })).not.toBeUnavailable();
    expect(submitButton()).not.toBeUnavailable();
  });

  test('signing up with a chosen plan keeps the order in the address', async () => {
    const page = await openSignUp('/signup?plan=first', orderStubs());
    await screen.findByRole('region', { name: 'Your order' });
    await fillIn(page, NEW_PERSON);
    await page.user.click(submitButton());
    expect(page.useCases.signUp.execute).toHaveBeenCalledWith(NEW_PERSON);
    await staysBusyAfterSigningUp(page, '/signup?plan=first');
  });
});
