import {
  ADDRESS_SECRETS,
  historyHasSecrets,
  moveSecretsOutOfAddress,
  searchWithSecrets,
  secretsOfState,
  splitSecrets,
  stateWithSecrets,
  type AddressPage,
} from '../../../src/ui/shared/address-secrets';

/** A page's address and history, as the browser keeps them: replaceState changes both. */
function pageAt(href: string, state: unknown = null) {
  const page = {
    location: { href },
    history: {
      state,
      replaceState: jest.fn((next: unknown, _unused: string, url?: string | URL | null) => {
        page.history.state = next;
        if (url) page.location.href = new URL(url, page.location.href).href;
      }),
    },
  } satisfies AddressPage;
  return page;
}

describe('what leaves the address', () => {
  test('the reset code and its mode, the provider’s return, and an e-mail with its names', () => {
    expect([...ADDRESS_SECRETS].sort()).toEqual(
      [
        'oobCode',
        'mode',
        'payment_intent',
        'payment_intent_client_secret',
        'setup_intent',
        'setup_intent_client_secret',
        'redirect_status',
        'email',
        'firstName',
        'lastName',
        'code',
      ].sort(),
    );
  });

  test.each(ADDRESS_SECRETS)('%s leaves, wherever it comes in the query', (name) => {
    expect(splitSecrets(`/somewhere?plan=first&${name}=v%C3%A4lue&promo=WELCOME20#top`)).toEqual({
      address: '/somewhere?plan=first&promo=WELCOME20#top',
      secrets: { [name]: 'välue' },
    });
  });

  test('a whole reset link: the code and mode leave, what Firebase adds besides stays', () => {
    expect(
      splitSecrets('https://portal.example/set-password?mode=resetPassword&oobCode=c0de&lang=en'),
    ).toEqual({
      address: '/set-password?lang=en',
      secrets: { mode: 'resetPassword', oobCode: 'c0de' },
    });
  });

  test('the payment provider’s return leaves whole, the address keeping only its path', () => {
    const back =
      '/payment-successful?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=succeeded';
    expect(splitSecrets(back)).toEqual({
      address: '/payment-successful',
      secrets: {
        payment_intent: 'pi_1',
        payment_intent_client_secret: 'pi_1_secret_2',
        redirect_status: 'succeeded',
      },
    });
  });

  test('a name given twice: the first counts, as the pages read it, and neither stays', () => {
    expect(splitSecrets('/signin?email=a%40x.test&email=b%40x.test')).toEqual({
      address: '/signin',
      secrets: { email: 'a@x.test' },
    });
  });

  test('an address without secrets is left exactly as it is', () => {
    for (const address of ['/', '/membership?plan=first&promo=WELCOME20', '/signin?Email=x#a']) {
      expect(splitSecrets(address)).toEqual({ address, secrets: null });
    }
  });
});

describe('moving them out at the page’s start', () => {
  test('the address loses them; the history entry keeps them as the router’s state', () => {
    const page = pageAt('https://portal.example/signin?email=ada%40example.test&plan=first');
    moveSecretsOutOfAddress(page);
    expect(page.location.href).toBe('https://portal.example/signin?plan=first');
    expect(page.history.state).toEqual({
      usr: { secrets: { email: 'ada@example.test' } },
    });
    expect(page.history.replaceState).toHaveBeenCalledTimes(1);
  });

  test('what the history entry already held stays beside them', () => {
    const page = pageAt('https://portal.example/?setup_intent_client_secret=seti_1_secret', {
      idx: 3,
      key: 'k3y',
      usr: { chosen: 'yearly' },
    });
    moveSecretsOutOfAddress(page);
    expect(page.history.state).toEqual({
      idx: 3,
      key: 'k3y',
      usr: { chosen: 'yearly', secrets: { setup_intent_client_secret: 'seti_1_secret' } },
    });
  });

  test('a reload, whose address has none left, changes nothing and keeps what the entry holds', () => {
    const kept = { usr: stateWithSecrets({ oobCode: 'c0de', mode: 'resetPassword' }) };
    const page = pageAt('https://portal.example/set-password', kept);
    moveSecretsOutOfAddress(page);
    expect(page.history.replaceState).not.toHaveBeenCalled();
    expect(page.history.state).toBe(kept);
  });

  test('a browser that refuses the change does not stop the page', () => {
    const page = pageAt('https://portal.example/set-password?oobCode=c0de&mode=resetPassword');
    page.history.replaceState.mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    expect(() => moveSecretsOutOfAddress(page)).not.toThrow();
  });
});

describe('reading them back', () => {
  test('a router state hands only the names that leave the address, only as text', () => {
    expect(
      secretsOfState({
        secrets: { email: 'ada@example.test', oobCode: 42, password: 'no', mode: 'verifyEmail' },
      }),
    ).toEqual({ email: 'ada@example.test', mode: 'verifyEmail' });
  });

  test.each([
    null,
    undefined,
    'email',
    [],
    { secrets: null },
    { secrets: ['email'] },
    { email: 'a' },
  ])('any other state hands nothing: %p', (state) => {
    expect(secretsOfState(state)).toEqual({});
  });

  test('a history entry has secrets only under the router’s state', () => {
    expect(historyHasSecrets({ usr: stateWithSecrets({ email: 'a@x.test' }) })).toBe(true);
    expect(historyHasSecrets({ usr: stateWithSecrets({}) })).toBe(false);
    expect(historyHasSecrets(stateWithSecrets({ email: 'a@x.test' }))).toBe(false);
    expect(historyHasSecrets(null)).toBe(false);
  });

  test('the query as the page was opened: the address’s own, with the secrets handed', () => {
    expect(searchWithSecrets('?plan=first', { setup_intent_client_secret: 'seti_1' })).toBe(
      '?plan=first&setup_intent_client_secret=seti_1',
    );
    expect(searchWithSecrets('', {})).toBe('');
  });
});
