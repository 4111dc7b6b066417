import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { AddressRouter } from '../../../src/ui/app/AddressRouter';
import { useAddressSecrets } from '../../../src/ui/shared/use-address-secrets';

/**
 * The page's start as the browser runs it: the first script (theme-boot.ts) takes the secrets out
 * of jsdom's address, and the app's router, started after it, hands them to the page, which keeps
 * them across Back. What leaves and how: test/address-secrets.test.ts.
 */

const bootThePage = () =>
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a module run afresh, as a page runs it
    require('../../../src/ui/shared/theme/theme-boot');
  });

/** A page that shows what it was handed, with a way elsewhere. */
function HandedPage() {
  const secrets = useAddressSecrets();
  return (
    <>
      <output aria-label="Handed">{JSON.stringify(secrets)}</output>
      <Link to="/elsewhere">Elsewhere</Link>
    </>
  );
}

const handed = () => screen.getByRole('status', { name: 'Handed' }).textContent;

describe("the page's start", () => {
  test('the first script takes the reset code and its mode out of the address, before any other', () => {
    window.history.pushState(null, '', '/set-password?mode=resetPassword&oobCode=c0de&lang=en');
    bootThePage();
    expect(window.location.href).toBe('http://localhost/set-password?lang=en');
  });

  test('the app’s router hands the page what the first script took, and Back brings it again', async () => {
    window.history.pushState(null, '', '/signin?email=ada%40example.test&firstName=Ada');
    bootThePage();
    const user = userEvent.setup({ delay: null });
    render(
      <AddressRouter>
        <HandedPage />
      </AddressRouter>,
    );
    expect(window.location.href).toBe('http://localhost/signin');
    expect(handed()).toBe(JSON.stringify({ email: 'ada@example.test', firstName: 'Ada' }));

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(window.location.href).toBe('http://localhost/elsewhere');
    expect(handed()).toBe('{}');

    await act(async () => {
      const back = new Promise((resolve) =>
        window.addEventListener('popstate', resolve, { once: true }),
      );
      window.history.back();
      await back;
    });
    expect(window.location.href).toBe('http://localhost/signin');
    expect(handed()).toBe(JSON.stringify({ email: 'ada@example.test', firstName: 'Ada' }));
  });
});
