import { useTranslation } from 'react-i18next';
import { usePrerendering } from '../components/use-prerendering';
import { THEME_CHOICES } from '../../kit/theme';
import { useThemeChoice } from '../../kit/use-theme';
import './theme-switch.css';

/**
 * The theme choice in the footer: a radio group "Theme" of System, Light and Dark. A choice
 * repaints the page at once and is kept for the next visit; System follows the device.
 */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const [choice, choose] = useThemeChoice();
  // Prerendered, a choice could not be kept: inert until the app renders over it.
  const prerendering = usePrerendering();
  return (
    <fieldset className="theme-switch" inert={prerendering}>
      <legend className="theme-switch__legend">{t('theme.label')}</legend>
      <div className="theme-switch__options">
        {THEME_CHOICES.map((option) => (
          <label key={option} className="theme-switch__option">
            <input
              type="radio"
              className="theme-switch__input"
              name="theme"
              value={option}
              checked={choice === option}
              onChange={() => choose(option)}
            />
            <span>{t(`theme.${option}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
