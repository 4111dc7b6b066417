import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import enLater from '../../locales/en-later.json';
import { createI18n } from '../../src/ui/i18n/create-i18n';
import { TEST_SETTINGS } from './test-settings';

/**
 * A component on its own, in the portal's English words as the app gives them (a demo component
 * adds the demo's own catalogue). A rerender keeps the words.
 */
export function renderWithI18n(ui: ReactElement) {
  const i18n = createI18n(TEST_SETTINGS);
  // All of English: a page's own words come with its route (src/ui/i18n/later-words.ts).
  i18n.addResourceBundle('en', 'translation', enLater, true, false);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return render(ui, { wrapper });
}
