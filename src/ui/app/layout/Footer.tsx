import { useTranslation } from 'react-i18next';
import { useServices } from '../../shared/services';
import { ConsentChoices } from '../../features/consent';
import { ThemeSwitch } from '../../shared/theme/ThemeSwitch';
import { Link } from 'react-router-dom';
import { ContractLinks, LanguageSwitch } from './EuropeFooter';

export function Footer() {
  const { t } = useTranslation();
  const { settings } = useServices();
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.label')}>
        <ul className="site-footer__links">
          <li>
            <a href={settings.termsUrl}>{t('footer.terms')}</a>
          </li>
          <li>
            <a href={settings.privacyUrl}>{t('footer.privacy')}</a>
          </li>
          <li>
            <a href={`mailto:${settings.supportEmail}`}>{t('footer.support')}</a>
          </li>
          <li>
            <Link to="/gift">{t('footer.gift')}</Link>
          </li>
          <li>
            <Link to="/accessibility">{t('footer.accessibility')}</Link>
          </li>
        </ul>
      </nav>
      <ConsentChoices />
      <ContractLinks />
      <LanguageSwitch />
      <ThemeSwitch />
      <p className="site-footer__copy">{t('footer.copyright')}</p>
    </footer>
  );
}
