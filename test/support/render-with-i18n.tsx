import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from './test-i18n';

/**
 * A component on its own, in the portal's English words as the app gives them (a demo component
 * adds the demo's own catalogue). A rerender keeps the words.
 */
export function renderWithI18n(ui: ReactElement) {
  const i18n = createTestI18n();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return render(ui, { wrapper });
}
