/**
 * The page's first script, loaded blocking in the head before anything is painted
 * (webpack.config.ts puts it there): a kept theme choice is on <html> before the first frame, so a
 * prerendered page chosen dark never flashes light. Same-origin and tiny; the Content Security
 * Policy allows no inline script. The system's preference needs no script (tokens.css).
 */
import { applyThemeChoice, storedThemeChoice } from './theme';

applyThemeChoice(storedThemeChoice());
