import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createPortalServices, settingsFromBuild } from './container';
import { App } from './ui/app/App';
import { createI18n } from './ui/i18n/create-i18n';
import { createStore } from './ui/store/store';
import './ui/styles/tokens.css';
import './ui/styles/base.css';
import './ui/styles/components.css';

const settings = settingsFromBuild();
const services = createPortalServices({
  settings,
  storage: window.localStorage,
  navigateAway: (url) => window.location.assign(url),
});
const store = createStore({ useCases: services.useCases, today: services.today });

const root = createRoot(document.getElementById('root') as HTMLElement);
// A transition lets React yield while it renders the first page, instead of one long task.
startTransition(() => {
  root.render(
    <StrictMode>
      <App services={services} store={store} i18n={createI18n(settings)} Router={BrowserRouter} />
    </StrictMode>,
  );
});
