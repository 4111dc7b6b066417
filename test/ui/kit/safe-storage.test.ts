import { keepsAcrossLoads, pageStorage } from '../../../src/ui/kit/safe-storage';

/** A page whose storage areas throw a SecurityError when read, as browsers do with site data blocked. */
function blockedPage(): object {
  const refuse = (): never => {
    throw Object.assign(new Error('The operation is insecure.'), { name: 'SecurityError' });
  };
  return Object.defineProperties(
    {},
    { localStorage: { get: refuse }, sessionStorage: { get: refuse } },
  );
}

/** A Storage-like area kept in a Map, standing in for the browser's own. */
function area() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('storage that never stops the page', () => {
  test('the page’s own area where the browser allows it, as it is, and kept across loads', () => {
    const local = area();
    const page = { localStorage: local, sessionStorage: area() };
    expect(pageStorage('localStorage', page)).toBe(local);
    expect(keepsAcrossLoads(pageStorage('localStorage', page))).toBe(true);
  });

  test.each(['localStorage', 'sessionStorage'] as const)(
    'with %s refused, a stand-in that keeps choices for the page’s life',
    (name) => {
      const page = blockedPage();
      const storage = pageStorage(name, page);
      expect(() => storage.setItem('theme', 'dark')).not.toThrow();
      // Another caller of the same page sees the same choice.
      expect(pageStorage(name, page).getItem('theme')).toBe('dark');
      pageStorage(name, page).removeItem('theme');
      expect(storage.getItem('theme')).toBeNull();
      expect(keepsAcrossLoads(storage)).toBe(false);
    },
  );

  test('the areas of a page, and the pages, are kept apart', () => {
    const page = blockedPage();
    pageStorage('localStorage', page).setItem('key', 'local');
    expect(pageStorage('sessionStorage', page).getItem('key')).toBeNull();
    expect(pageStorage('localStorage', blockedPage()).getItem('key')).toBeNull();
  });

  test('an area handed out that refuses its first use, or none at all, gets the stand-in', () => {
    const refusing = {
      localStorage: {
        getItem: () => {
          throw new Error('SecurityError');
        },
      },
    };
    expect(keepsAcrossLoads(pageStorage('localStorage', refusing))).toBe(false);
    expect(keepsAcrossLoads(pageStorage('sessionStorage', {}))).toBe(false);
    expect(pageStorage('sessionStorage', { sessionStorage: null }).getItem('x')).toBeNull();
  });
});
