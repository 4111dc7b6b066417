import { type AppFiles, indexHtml, prerenderedPageHtml } from '../../build/html';

const APP: AppFiles = {
  theme: '/assets/theme.0.js',
  favicon: '/favicon.svg',
  scripts: ['/assets/react.1.js', '/assets/main.2.js'],
  styles: ['/assets/main.3.css'],
};

const PAGE = {
  markup: '<main><h1>Welcome back</h1></main>',
  title: 'Sign in · Mindful',
  path: '/signin',
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
      '<div id="root" data-prerendered="/signin"><main><h1>Welcome back</h1></main></div>',
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
});
