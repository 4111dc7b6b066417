import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../../domain/language';
import { usePageShown } from '../page-shown';

/**
 * What the law of the EU asks of the footer, apart from the rest of it: the links "Cancel
 * contracts here" (§312k BGB: always reachable, no sign-in) and "Withdraw from contract here"
 * (Directive (EU) 2023/2673), and the language switch.
 */
export function ContractLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('contracts.footerLabel')}>
      <ul className="site-footer__links">
        <li>
          <Link to="/cancel-contract">{t('contracts.cancelLink')}</Link>
        </li>
        <li>
          <Link to="/withdraw">{t('contracts.withdrawLink')}</Link>
        </li>
      </ul>
    </nav>
  );
}

/**
 * The language switch: each language named in itself. A choice shows the page in it at once (its
 * catalogue loads first when not yet here) and is kept for the next visit.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  // Inert while prerendered, and until the app has the page itself: not only the footer.
  const pageShown = usePageShown();
  const current = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <label className="language-switch" inert={!pageShown}>
      <span>{t('language.label')}</span>
      <select
        className="language-switch__select"
        value={current}
        onChange={(event) => {
          const chosen = event.target.value;
          if (!isLanguage(chosen)) return;
          // The switching itself is a chunk of its own: most visitors never change language.
          void import(/* webpackChunkName: "language-switch" */ '../../shared/i18n/language').then(
            ({ switchLanguage }) => switchLanguage(i18n, chosen),
          );
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </label>
  );
}
