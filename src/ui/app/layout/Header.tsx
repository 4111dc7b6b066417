import { useTranslation } from 'react-i18next';
import { useServices } from '../../shared/services';
import { DemoToolsButton } from './DemoToolsButton';

export function Header() {
  const { t } = useTranslation();
  const { settings } = useServices();
  return (
    <header className="site-header">
      <a className="site-header__logo" href={settings.homeUrl}>
        <svg className="site-header__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <circle cx="16" cy="16" r="15" fill="currentColor" opacity="0.12" />
          <path
            d="M16 7c4 4 5.5 8 0 18C10.5 15 12 11 16 7Zm-9 9c3 0 6 1.5 8.2 8.5C9.5 23 7 20 7 16Zm18 0c0 4-2.5 7-8.2 8.5C19 17.5 22 16 25 16Z"
            fill="currentColor"
          />
        </svg>
        <span>{settings.clientName}</span>
        <span className="visually-hidden">{t('header.homeLink')}</span>
      </a>
      {/* Settled by webpack: a real build has neither the button nor its words. */}
      {process.env.WITHOUT_DEMO_WORLD === 'true' ? null : <DemoToolsButton />}
    </header>
  );
}
