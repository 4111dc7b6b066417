import { waitFor } from '@testing-library/react';
import { SignInWithPopup } from '../../../src/application/use-cases/sign-in-with-popup';
import { AppError } from '../../../src/domain/errors';
import { currentPath, renderApp, screen } from '../../support/render-app';

afterEach(() => jest.restoreAllMocks());

describe('back from a redirect sign-in (a popup the browser blocked)', () => {
  test('the app finishes one as it starts, once', async () => {
    const complete = jest.spyOn(SignInWithPopup.prototype, 'completeRedirect');

    await renderApp({ at: '/signin' });
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });

    await waitFor(() => expect(complete).toHaveBeenCalledTimes(1));
    await expect(complete.mock.results[0]?.value).resolves.toBe(false);
  });

  test('a sign-in the provider refused is told on the page the person came back to', async () => {
    jest
      .spyOn(SignInWithPopup.prototype, 'completeRedirect')
      .mockRejectedValue(new AppError('identity/account-exists-with-different-credential'));

    const { router } = await renderApp({ at: '/signup' });

    expect(
      await screen.findByText(
        'An account with this email already exists, but it signs in another way. Please sign in the way you created it: with your email and password, or with Google or Apple.',
      ),
    ).toBeVisible();
    expect(currentPath(router)).toBe('/signup');
  });
});
