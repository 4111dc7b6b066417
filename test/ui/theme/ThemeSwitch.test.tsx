/**
 * The theme switch in the footer: a radio group "Theme" (System, Light, Dark) that repaints the
 * page at once and keeps the choice for the next visit. That every page's footer has it is a
 * journey (test/ui/journeys/frame.test.tsx).
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THEME_STORAGE_KEY } from '../../../src/ui/kit/theme';
import { ThemeSwitch } from '../../../src/ui/shared/theme/ThemeSwitch';
import { renderWithI18n } from '../../support/render-with-i18n';

const root = document.documentElement;
const group = () => screen.getByRole('group', { name: 'Theme' });
const option = (name: 'System' | 'Light' | 'Dark') => within(group()).getByRole('radio', { name });

/** What theme-boot.ts does before the app: a kept choice is on <html> when the app starts. */
function keptBeforeStart(choice: 'light' | 'dark') {
  localStorage.setItem(THEME_STORAGE_KEY, choice);
  root.setAttribute('data-theme', choice);
}

afterEach(() => {
  localStorage.clear();
  root.removeAttribute('data-theme');
});

test('offers System, Light and Dark under the name "Theme", System chosen at first', () => {
  renderWithI18n(<ThemeSwitch />);
  expect(within(group()).getAllByRole('radio')).toHaveLength(3);
  expect(option('System')).toBeChecked();
  expect(option('Light')).not.toBeChecked();
  expect(option('Dark')).not.toBeChecked();
  expect(root).not.toHaveAttribute('data-theme');
});

test('choosing Dark paints the page dark at once and keeps the choice', async () => {
  const user = userEvent.setup();
  renderWithI18n(<ThemeSwitch />);
  await user.click(option('Dark'));
  expect(option('Dark')).toBeChecked();
  expect(root).toHaveAttribute('data-theme', 'dark');
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
});

test('choosing System again follows the device and forgets the choice', async () => {
  keptBeforeStart('light');
  const user = userEvent.setup();
  renderWithI18n(<ThemeSwitch />);
  expect(option('Light')).toBeChecked();
  await user.click(option('System'));
  expect(option('System')).toBeChecked();
  expect(root).not.toHaveAttribute('data-theme');
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
});

test('shows the choice kept from an earlier visit', () => {
  keptBeforeStart('dark');
  renderWithI18n(<ThemeSwitch />);
  expect(option('Dark')).toBeChecked();
});

test('works from the keyboard: arrow keys move through the choices', async () => {
  const user = userEvent.setup();
  renderWithI18n(<ThemeSwitch />);
  await user.tab();
  expect(option('System')).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(option('Light')).toBeChecked();
  expect(root).toHaveAttribute('data-theme', 'light');
  await user.keyboard('{ArrowRight}');
  expect(option('Dark')).toBeChecked();
  expect(root).toHaveAttribute('data-theme', 'dark');
});

test('follows a choice made in another tab', async () => {
  renderWithI18n(<ThemeSwitch />);
  await act(async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    fireEvent(window, new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'dark' }));
  });
  expect(root).toHaveAttribute('data-theme', 'dark');
  expect(option('Dark')).toBeChecked();
});

test('repaints even where the browser refuses to keep anything', async () => {
  const spy = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  try {
    const user = userEvent.setup();
    renderWithI18n(<ThemeSwitch />);
    await user.click(option('Dark'));
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(option('Dark')).toBeChecked();
  } finally {
    spy.mockRestore();
  }
});
