/**
 * The theme's rules (src/ui/kit/theme.ts) and the page's first script
 * (src/ui/shared/theme/theme-boot.ts), which puts a kept choice on <html> before anything is painted.
 */
import {
  applyThemeChoice,
  resolvedTheme,
  storedThemeChoice,
  storeThemeChoice,
  THEME_STORAGE_KEY,
  watchResolvedTheme,
} from '../../../src/ui/kit/theme';

const root = document.documentElement;

/** A matchMedia that answers `dark` for the dark query, and can switch like a system does. */
function systemTheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return dark;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  return {
    page: { matchMedia: jest.fn(() => media as unknown as MediaQueryList) },
    switchTo(next: boolean) {
      dark = next;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

/** A storage that refuses everything, as Safari's private mode and blocked site data do. */
const refusing = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

afterEach(() => {
  localStorage.clear();
  root.removeAttribute('data-theme');
});

describe('the kept choice', () => {
  test('is "system" when nothing is kept', () => {
    expect(storedThemeChoice()).toBe('system');
  });

  test('is what was kept: light or dark', () => {
    storeThemeChoice('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(storedThemeChoice()).toBe('dark');
    storeThemeChoice('light');
    expect(storedThemeChoice()).toBe('light');
  });

  test('choosing "system" forgets it', () => {
    storeThemeChoice('dark');
    storeThemeChoice('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  test('anything else kept under the key counts as "system"', () => {
    for (const junk of ['Dark', 'blue', '', '{"theme":"dark"}']) {
      localStorage.setItem(THEME_STORAGE_KEY, junk);
      expect(storedThemeChoice()).toBe('system');
    }
  });

  test('a storage that refuses costs only the keeping', () => {
    expect(storedThemeChoice(refusing)).toBe('system');
    expect(() => storeThemeChoice('dark', refusing)).not.toThrow();
    expect(storedThemeChoice(null)).toBe('system');
  });
});

describe('the page', () => {
  test('wears a chosen theme as data-theme on <html>, and none while following the system', () => {
    applyThemeChoice('dark');
    expect(root).toHaveAttribute('data-theme', 'dark');
    applyThemeChoice('light');
    expect(root).toHaveAttribute('data-theme', 'light');
    applyThemeChoice('system');
    expect(root).not.toHaveAttribute('data-theme');
  });

  test("is painted in the chosen theme, else in the system's", () => {
    expect(resolvedTheme(root, systemTheme(true).page)).toBe('dark');
    expect(resolvedTheme(root, systemTheme(false).page)).toBe('light');
    applyThemeChoice('light');
    expect(resolvedTheme(root, systemTheme(true).page)).toBe('light');
    applyThemeChoice('dark');
    expect(resolvedTheme(root, systemTheme(false).page)).toBe('dark');
  });

  test('is light where the browser cannot say what the system prefers', () => {
    expect(resolvedTheme(root, {})).toBe('light');
  });

  test('tells a watcher of a choice and of the system switching, until it stops watching', async () => {
    const system = systemTheme(false);
    const onChange = jest.fn();
    const stop = watchResolvedTheme(onChange, root, system.page);

    applyThemeChoice('dark');
    await Promise.resolve(); // MutationObserver reports in a microtask
    expect(onChange).toHaveBeenCalledTimes(1);
    system.switchTo(true);
    expect(onChange).toHaveBeenCalledTimes(2);

    stop();
    expect(system.listeners.size).toBe(0);
    applyThemeChoice('light');
    await Promise.resolve();
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});

describe("the page's first script (theme-boot.ts)", () => {
  const boot = () =>
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a module run afresh, as a page runs it
      require('../../../src/ui/shared/theme/theme-boot');
    });

  test('puts a kept dark choice on <html>', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    boot();
    expect(root).toHaveAttribute('data-theme', 'dark');
  });

  test('puts a kept light choice on <html> too (a dark system then paints light)', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    boot();
    expect(root).toHaveAttribute('data-theme', 'light');
  });

  test('leaves <html> alone when nothing (or junk) is kept: the system decides', () => {
    boot();
    expect(root).not.toHaveAttribute('data-theme');
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    boot();
    expect(root).not.toHaveAttribute('data-theme');
  });

  test('does not throw where reading localStorage throws', () => {
    const spy = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      expect(boot).not.toThrow();
      expect(root).not.toHaveAttribute('data-theme');
    } finally {
      spy.mockRestore();
    }
  });
});
