import { type AppFiles, indexHtml, prerenderedPageHtml, type RenderedPage } from '../../build/html';

const APP: AppFiles = {
  theme: '/assets/theme.0.js',
  favicon: '/favicon.svg',
  scripts: ['/assets/react.1.js', '/assets/main.2.js'],
  styles: ['/assets/main.3.css'],
};

const PAGE: RenderedPage = {
  markup: '<main><h1>Welcome back</h1></main>',
  title: 'Sign in · Mindful',
  description: 'Choose your plan.',
  path: '/signin',
  route: '/signin',
  language: 'en',
};

const LOADER = '/assets/start.7.js';

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const scriptsOf = (html: string) =>
  [...html.matchAll(/<script[^>]*src="\/assets\/([^"]+)"/gu)].map((match) => match[1]);

describe('index.html', () => {
  const html = indexHtml(APP);

  test('runs the theme first and blocking, then defers the app, with an empty #root', () => {
    expect(scriptsOf(html)).toEqual(['theme.0.js', 'react.1.js', 'main.2.js']);
    expect(html).toContain('<script src="/assets/theme.0.js"></script>');
    expect(html).toContain('<script defer="defer" src="/assets/main.2.js"></script>');
    expect(headOf(html)).toContain('<link href="/assets/main.3.css" rel="stylesheet">');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<title>Membership</title>');
  });
});

describe('the HTML of a prerendered page', () => {
  const html = prerenderedPageHtml(APP, LOADER, PAGE, [
    '/assets/page-sign-in.4.js',
    '/assets/55.5.js',
    '/assets/page-sign-in.6.css',
  ]);

  test('has the page in #root, marked with its address, and its title', () => {
    expect(html).toContain(
      '<div id="root" data-prerendered="/signin" data-language="en"><main><h1>Welcome back</h1></main></div>',
    );
    expect(html).toContain('<title>Sign in · Mindful</title>');
    expect(html).not.toContain('<title>Membership</title>');
  });

  test('requests no script of the app before the first paint: the loader does, after it', () => {
    expect(scriptsOf(html)).toEqual(['theme.0.js', 'start.7.js']);
    expect(html).toContain('<script defer="defer" src="/assets/start.7.js" data-app="');
  });

  test("lists the page's scripts before the app's, so its chunk is there at the first render", () => {
    const listed = /data-app="([^"]*)"/u.exec(html)?.[1]?.split(' ');
    expect(listed).toEqual([
      '/assets/page-sign-in.4.js',
      '/assets/55.5.js',
      '/assets/react.1.js',
      '/assets/main.2.js',
    ]);
  });

  test('keeps the theme script first and blocking, so a kept dark choice paints from the first frame', () => {
    const head = headOf(html);
    expect(head.indexOf('<script src="/assets/theme.0.js"></script>')).toBe(
      head.indexOf('<script'),
    );
    expect(head.indexOf('theme.0.js')).toBeLessThan(head.indexOf('<link href='));
  });

  test("links the app's and the page's styles in the head, so the markup is painted styled", () => {
    expect(headOf(html)).toContain(
      '<link href="/assets/main.3.css" rel="stylesheet">' +
        '<link href="/assets/page-sign-in.6.css" rel="stylesheet">',
    );
  });

  test('escapes the title', () => {
    const escaped = prerenderedPageHtml(APP, LOADER, { ...PAGE, title: 'A <b>&</b> "B"' }, []);
    expect(escaped).toContain('<title>A &#60;b&#62;&#38;&#60;/b&#62; &#34;B&#34;</title>');
  });

  test('names every language of the page, and English as the default, for search engines', () => {
    expect(headOf(html)).toContain(
      '<link rel="alternate" hreflang="en" href="/signin">' +
        '<link rel="alternate" hreflang="de" href="/de/signin">' +
        '<link rel="alternate" hreflang="fr" href="/fr/signin">' +
        '<link rel="alternate" hreflang="es" href="/es/signin">' +
        '<link rel="alternate" hreflang="x-default" href="/signin">',
    );
  });
});

describe('a page prerendered in another language', () => {
  const html = prerenderedPageHtml(
    APP,
    LOADER,
    {
      markup: '<main><h1>Willkommen zurück</h1></main>',
      title: 'Anmelden · Mindful',
      description: 'Wähle deinen Plan & starte.',
      path: '/de/signin',
      route: '/signin',
      language: 'de',
    },
    [],
  );

  test('says its language, title and description in it, and marks #root with both', () => {
    expect(html).toMatch(/^<!doctype html><html lang="de">/u);
    expect(html).toContain('<title>Anmelden · Mindful</title>');
    expect(html).toContain('<meta name="description" content="Wähle deinen Plan &#38; starte.">');
    expect(html).toContain('<div id="root" data-prerendered="/de/signin" data-language="de">');
  });

  test('has the same alternates as every language of the route', () => {
    expect(headOf(html)).toContain('<link rel="alternate" hreflang="x-default" href="/signin">');
    expect(headOf(html)).toContain('<link rel="alternate" hreflang="de" href="/de/signin">');
  });
});
