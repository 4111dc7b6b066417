/**
 * The member's pages speak in words fetched ahead while the visitor is still on a first page
 * (src/ui/shared/i18n/later-words.ts): fetched ahead, they are given at once, and the page renders
 * with them from its first render, never through its loading line.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { WithLaterWords } from '../../../src/ui/shared/components/LaterWords';
import { createI18n } from '../../../src/ui/shared/i18n/create-i18n';
import { preloadLaterWords } from '../../../src/ui/shared/i18n/later-words';
import { TEST_SETTINGS } from '../../support/test-settings';

function ProfileTitle() {
  const { t } = useTranslation();
  return <h1>{t('profile.title')}</h1>;
}

test('words fetched ahead are given at once: the page never shows its loading line', async () => {
  const i18n = createI18n(TEST_SETTINGS);
  expect(i18n.exists('profile.title')).toBe(false);

  preloadLaterWords(i18n);
  await waitFor(() => expect(i18n.exists('profile.title')).toBe(true));

  const loadingShown = jest.fn(() => null);
  function Loading() {
    return loadingShown();
  }
  render(
    <I18nextProvider i18n={i18n}>
      <WithLaterWords fallback={<Loading />}>
        <ProfileTitle />
      </WithLaterWords>
    </I18nextProvider>,
  );

  expect(screen.getByRole('heading', { name: 'Your account' })).toBeInTheDocument();
  expect(loadingShown).not.toHaveBeenCalled();
});
