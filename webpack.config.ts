/**
 * The build: the settings of the environment or .env (build/settings-table.ts names them all), the
 * browser build, and in production the prerendered pages after it (build/).
 */
import { config as loadDotenv } from 'dotenv';
import { browserConfig } from './build/browser-config';
import { prerenderConfig } from './build/prerender-config';
import { buildSettings } from './build/settings';

loadDotenv({ quiet: true });

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) => {
  const production = argv.mode === 'production';
  const settings = buildSettings(process.env);
  const browser = browserConfig(production, settings);
  return production ? [browser, prerenderConfig(settings)] : browser;
};
