import './ui/styles/tokens.css';
import './ui/styles/base.css';
import './ui/styles/components.css';

/** Ends the current task, so that the browser can paint and answer input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app in steps, each a short task of its own. In one go, evaluating the code, wiring the
 * services and rendering block a phone's main thread for a third of a second, while the
 * prerendered page (src/prerender.tsx) is already on screen and being read. The modules are in the
 * bundle already ("eager"): importing them step by step only spreads out their evaluation, and
 * destructuring each import at once keeps webpack's tree shaking.
 */
async function start() {
  const { createPortalServices, settingsFromBuild } = await import(
    /* webpackMode: "eager" */ './container'
  );
  const settings = settingsFromBuild();
  const services = createPortalServices({
    settings,
    storage: window.localStorage,
    navigateAway: (url) => window.location.assign(url),
  });
  await nextTask();

  // The first Intl formatter loads the locale's data, tens of milliseconds on a phone: here, in a
  // task of its own, rather than in the one that shows the plans' prices.
  new Intl.NumberFormat('en-US').format(0);
  await nextTask();

  const { createStore } = await import(/* webpackMode: "eager" */ './ui/store/store');
  const { createI18n } = await import(/* webpackMode: "eager" */ './ui/i18n/create-i18n');
  const store = createStore({ useCases: services.useCases, today: services.today });
  const i18n = createI18n(settings);
  await nextTask();

  const { App } = await import(/* webpackMode: "eager" */ './ui/app/App');
  const { BrowserRouter } = await import(/* webpackMode: "eager" */ 'react-router-dom');
  await nextTask();

  const { StrictMode, startTransition } = await import(/* webpackMode: "eager" */ 'react');
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();

  const root = createRoot(document.getElementById('root') as HTMLElement);
  // A transition lets React yield while it renders the first page, instead of one long task. Its
  // first commit replaces the prerendered markup with the same page, now live.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App services={services} store={store} i18n={i18n} Router={BrowserRouter} />
      </StrictMode>,
    );
  });
}

void start();
