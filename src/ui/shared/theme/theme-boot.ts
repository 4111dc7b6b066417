/**
 * The page's first script, loaded blocking in the head before anything is painted
 * (build/html.ts puts it there): a kept theme choice is on <html> before the first frame, so a
 * prerendered page chosen dark never flashes light. Same-origin and tiny; the Content Security
 * Policy allows no inline script. The system's preference needs no script (tokens.css).
 *
 * Before anything else, it takes the secrets out of the address (src/ui/shared/address-secrets.ts): no
 * script after it, no tag and no tracked page view, sees them there.
 *
 * It also decides the page's language (src/ui/shared/i18n/language-boot.ts): a German browser's page is
 * hidden until the app shows it in German, so the English prerender never flashes.
 */
import { moveSecretsOutOfAddress } from '../address-secrets';
import { bootLanguage } from '../i18n/language-boot';
import { applyThemeChoice, storedThemeChoice } from '../../kit/theme';

moveSecretsOutOfAddress();
applyThemeChoice(storedThemeChoice());
bootLanguage();
