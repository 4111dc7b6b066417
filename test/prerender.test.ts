/**
 * The prerendered pages (src/prerender.tsx): each logged-out page as the browser's first render
 * makes it, so the page can be painted before any script runs.
 */
import {
  PRERENDERED_PAGES,
  prerenderPage as prerender,
  type PrerenderedPage,
} from '../src/prerender';
import { TEST_SETTINGS } from './support/test-settings';

const prerenderPage = (page: PrerenderedPage) => prerender(page, TEST_SETTINGS);

const page = (path: string): PrerenderedPage => {
  const found = PRERENDERED_PAGES.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`${path} is not prerendered`);
  return found;
};

describe('prerendered pages', () => {
  test('every logged-out page a visitor lands on is prerendered', () => {
    expect(PRERENDERED_PAGES.map(({ path }) => path)).toEqual([
      '/membership',
      '/signin',
      '/signup',
      '/forgot-password',
      '/set-password-successful',
      '/accessibility',
      '/404',
    ]);
  });

  test.each([
    ['/membership', 'Find your calm with Mindful', 'Choose your plan · Mindful'],
    ['/signin', 'Welcome back', 'Sign in · Mindful'],
    ['/signup', 'Create your account', 'Create your account · Mindful'],
    ['/forgot-password', 'Forgot your password?', 'Forgot password · Mindful'],
    ['/set-password-successful', 'Ready when you are', 'Ready when you are · Mindful'],
    ['/accessibility', 'Accessibility statement', 'Accessibility statement · Mindful'],
    ['/404', 'Page not found', 'Page not found · Mindful'],
  ])('%s: the page itself, with its heading and title', async (path, heading, title) => {
    const { markup, title: pageTitle } = await prerenderPage(page(path));

    expect(markup).toContain(`<h1 tabindex="-1">${heading}</h1>`);
    expect(markup).toContain('<header class="site-header">');
    expect(markup).toContain('<footer');
    expect(markup).not.toContain('page-loading');
    expect(pageTitle).toBe(title);
  });

  test('forms are inert until the app renders over them: nothing typed is lost or sent', async () => {
    for (const path of ['/signin', '/signup', '/forgot-password']) {
      const { markup } = await prerenderPage(page(path));
      const forms = markup.match(/<form[^>]*>/gu) ?? [];
      expect(forms.length).toBeGreaterThan(0);
      for (const form of forms) expect(form).toContain('inert=""');
    }
  });

  test('Google, Apple and Demo tools are inert until the app is live: no dead click', async () => {
    for (const path of ['/signin', '/signup']) {
      const { markup } = await prerenderPage(page(path));
      expect(markup).toMatch(/<div class="[^"]*social-sign-in"[^>]*inert=""/u);
    }
    const { markup } = await prerenderPage(page('/membership'));
    expect(markup).toMatch(/<button[^>]*inert=""[^>]*>Demo tools/u);
  });

  test('the plans are placeholders: prices come from the visitor’s country in the browser', async () => {
    const { markup } = await prerenderPage(page('/membership'));

    expect(markup).toContain('membership__skeleton-card');
    expect(markup).not.toMatch(/\$\d/u);
  });
});

describe('each language its own page', () => {
  test('a German page is German: heading, title, description and links in German', async () => {
    const rendered = await prerender(page('/membership'), TEST_SETTINGS, { language: 'de' });

    expect(rendered.markup).toContain('<h1 tabindex="-1">Finde deine Ruhe mit Mindful</h1>');
    expect(rendered.title).toBe('Wähle deinen Plan · Mindful');
    expect(rendered.description).toBe(
      'Wähle deinen Plan, starte deine kostenlose Testphase und verwalte dein Abo.',
    );
    expect(rendered).toMatchObject({ path: '/membership', route: '/membership', language: 'de' });
    expect(rendered.markup).not.toContain('Find your calm');
  });

  test("at a language's own address, the page's links stay under it", async () => {
    const rendered = await prerender(page('/signin'), TEST_SETTINGS, { language: 'fr', at: 'own' });

    expect(rendered.path).toBe('/fr/signin');
    expect(rendered.title).toBe('Connexion · Mindful');
    expect(rendered.markup).toContain('href="/fr/signup"');
    expect(rendered.markup).not.toContain('href="/signup"');
  });

  test('the accessibility statement at /de/accessibility: in German, its title from its own words', async () => {
    const rendered = await prerender(page('/accessibility'), TEST_SETTINGS, {
      language: 'de',
      at: 'own',
    });

    expect(rendered.path).toBe('/de/accessibility');
    expect(rendered.markup).toContain('<h1 tabindex="-1">Erklärung zur Barrierefreiheit</h1>');
    expect(rendered.title).toBe('Erklärung zur Barrierefreiheit · Mindful');
    expect(rendered.markup).toContain('Durchsetzungsverfahren');
    expect(rendered.markup).toContain('href="/de/accessibility"');
  });

  test('English keeps its description, from the words the first route does not carry', async () => {
    const rendered = await prerenderPage(page('/signin'));

    expect(rendered.description).toBe(
      'Choose your plan, start your free trial and manage your membership.',
    );
    expect(rendered.language).toBe('en');
  });
});
