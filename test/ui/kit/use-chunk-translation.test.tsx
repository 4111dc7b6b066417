import { renderHook } from '@testing-library/react';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useChunkTranslation } from '../../../src/ui/kit/use-chunk-translation';
import { createTestI18n } from '../../support/test-i18n';

const CATALOGUES = {
  en: { greeting: 'Hello' },
  de: { greeting: 'Hallo' },
};

function renderChunkHook(i18n: i18n) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return renderHook(() => useChunkTranslation('chunk', CATALOGUES), { wrapper }).result;
}

test("a chunk's words are there in every language once its first component renders", async () => {
  const i18n = createTestI18n();
  await i18n.changeLanguage('de');
  expect(renderChunkHook(i18n).current.t('greeting')).toBe('Hallo');
  expect(i18n.getResource('en', 'chunk', 'greeting')).toBe('Hello');
});

test('words a language already has are kept, not replaced', () => {
  const i18n = createTestI18n();
  i18n.addResourceBundle('en', 'chunk', { greeting: 'Hi there' });
  expect(renderChunkHook(i18n).current.t('greeting')).toBe('Hi there');
  expect(i18n.getResource('de', 'chunk', 'greeting')).toBe('Hallo');
});
