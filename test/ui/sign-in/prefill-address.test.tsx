import { screen } from '@testing-library/react';
import { SignInPage } from '../../../src/ui/features/account/sign-in/SignInPage';
import { SignUpPage } from '../../../src/ui/features/account/sign-up/SignUpPage';
import { renderPage, signedOut } from '../../support/render-page';
import { handedSecrets } from '../../support/test-router';
import { orderStubs, popupStubs } from './credentials-stubs';

/**
 * SPEC.md: the sign-in and sign-up pages prefill the e-mail and names the address gives them.
 * Opened in the browser's address bar, those leave it at the page's start (src/ui/shared/address-secrets.ts);
 * the page still prefills them, after a reload too, and hands them on to the other page.
 */

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

/** A credentials page in jsdom's address bar (or reloaded there), a visitor's. */
async function open(page: 'signin' | 'signup', at: string, opening: 'address-bar' | 'reload') {
  const view = renderPage(page === 'signin' ? <SignInPage /> : <SignUpPage />, {
    at,
    opening,
    path: `/${page}`,
    state: signedOut,
    useCases: { ...orderStubs(), signInWithPopup: popupStubs() },
  });
  const heading = page === 'signin' ? 'Welcome back' : 'Create your account';
  await screen.findByRole('heading', { level: 1, name: heading });
  return view;
}

describe('the prefill the address gives', () => {
  test('sign-in prefills the e-mail, which leaves the address; the sign-up link keeps the query and hands the e-mail on', async () => {
    const { user, router } = await open(
      'signin',
      '/signin?email=alex%40example.com&plan=first',
      'address-bar',
    );
    expect(field('Email')).toHaveValue('alex@example.com');
    expect(window.location.href).toBe('http://localhost/signin?plan=first');
    const signUp = screen.getByRole('link', { name: 'Create an account' });
    expect(signUp).toHaveAttribute('href', '/signup?plan=first');

    await user.click(signUp);
    expect(window.location.href).toBe('http://localhost/signup?plan=first');
    expect(handedSecrets(router)).toEqual({ email: 'alex@example.com' });
  });

  test('sign-up prefills e-mail and names, which leave the address, keeps them after a reload, and hands them on to the sign-in', async () => {
    const at = '/signup?email=noor%40example.test&firstName=Noor&lastName=Haddad&plan=first';
    const opened = await open('signup', at, 'address-bar');
    expect(window.location.href).toBe('http://localhost/signup?plan=first');
    opened.unmount();

    const { user, router } = await open('signup', at, 'reload');
    expect(field('Email')).toHaveValue('noor@example.test');
    expect(field('First Name')).toHaveValue('Noor');
    expect(field('Last Name')).toHaveValue('Haddad');
    expect(field('Password')).toHaveValue('');
    expect(window.location.href).toBe('http://localhost/signup?plan=first');
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/signin?plan=first');

    await user.click(signIn);
    expect(window.location.href).toBe('http://localhost/signin?plan=first');
    expect(handedSecrets(router)).toEqual({
      email: 'noor@example.test',
      firstName: 'Noor',
      lastName: 'Haddad',
    });
  });
});
