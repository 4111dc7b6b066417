import { phoneStoreOf } from '../../src/domain/phone-store';

const AGENTS = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 16_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  iPod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 15_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Mobile/15E148 Safari/604.1',
  chromeOnIPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/138.0.7204.119 Mobile/15E148 Safari/604.1',
  macintosh:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
};

describe('phoneStoreOf', () => {
  test.each([AGENTS.iPhone, AGENTS.iPad, AGENTS.iPod, AGENTS.chromeOnIPhone])(
    'sends an Apple phone or tablet to the App Store: %s',
    (agent) => {
      expect(phoneStoreOf(agent)).toBe('appStore');
    },
  );

  test.each([AGENTS.android, AGENTS.androidTablet])('sends Android to Google Play: %s', (agent) => {
    expect(phoneStoreOf(agent)).toBe('playStore');
  });

  test('an iPad asking for the desktop page names itself a Macintosh, but has a touch screen', () => {
    expect(phoneStoreOf(AGENTS.macintosh, 5)).toBe('appStore');
    expect(phoneStoreOf(AGENTS.macintosh, 0)).toBeNull();
    expect(phoneStoreOf(AGENTS.macintosh)).toBeNull();
  });

  test.each([AGENTS.windows, AGENTS.linux, '', null, undefined])(
    'offers both stores to a computer or an unknown agent: %p',
    (agent) => {
      expect(phoneStoreOf(agent)).toBeNull();
    },
  );

  test('a touch screen alone does not make a Windows laptop an iPad', () => {
    expect(phoneStoreOf(AGENTS.windows, 10)).toBeNull();
  });
});
