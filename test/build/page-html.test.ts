import { pageHtml } from '../../webpack.config';

/** index.html as html-webpack-plugin writes it, minified. */
const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Membership</title>' +
  '<script src=/assets/theme.0.js></script><link rel=icon href=/favicon.svg>' +
  '<script defer src=/assets/react.1.js></script><script defer src=/assets/main.2.js></script>' +
  '<link href=/assets/main.3.css rel=stylesheet></head>' +
  '<body><noscript>Needs JavaScript.</noscript><div id=root></div></body></html>';

const PAGE = {
  markup: '<main><h1>Welcome back</h1></main>',
  title: 'Sign in · Mindful',
  path: '/signin',
};

const LOADER = 'assets/start.7.js';

describe('the HTML of a prerendered page', () => {
  const html = pageHtml(
    TEMPLATE,
    PAGE,
    ['assets/page-sign-in.4.js', 'assets/55.5.js', 'assets/page-sign-in.6.css'],
    LOADER,
  );

  test('has the page in #root, marked with its address, and its title', () => {
    expect(html).toContain(
      '<div id="root" data-prerendered="/signin"><main><h1>Welcome back</h1></main></div>',
    );
    expect(html).toContain('<title>Sign in · Mindful</title>');
    expect(html).not.toContain('<title>Membership</title>');
  });

  test('requests no script of the app before the first paint: the loader does, after it', () => {
    const scripts = [...html.matchAll(/<script[^>]*src="?\/assets\/([^" >]+)/gu)].map(
      (match) => match[1],
    );
    expect(scripts).toEqual(['theme.0.js', 'start.7.js']);
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
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.indexOf('<script src=/assets/theme.0.js></script>')).toBeLessThan(
      head.indexOf('<script defer'),
    );
    expect(head.indexOf('<script src=')).toBe(head.indexOf('<script src=/assets/theme.0.js>'));
    expect(head.indexOf('theme.0.js')).toBeLessThan(head.indexOf('<link href='));
  });

  test("links the page's styles in the head, so the markup is painted styled", () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link href="/assets/page-sign-in.6.css" rel="stylesheet">');
  });

  test('escapes the title', () => {
    const escaped = pageHtml(TEMPLATE, { ...PAGE, title: 'A <b>&</b> "B"' }, [], LOADER);
    expect(escaped).toContain('<title>A &#60;b&#62;&#38;&#60;/b&#62; &#34;B&#34;</title>');
  });

  test('a template without a place for the page fails the build', () => {
    expect(() => pageHtml(TEMPLATE.replace('<div id=root></div>', ''), PAGE, [], LOADER)).toThrow(
      'index.html has no',
    );
    expect(() =>
      pageHtml(TEMPLATE.replace(/<script defer[^>]*><\/script>/gu, ''), PAGE, [], LOADER),
    ).toThrow('index.html has no deferred script');
  });
});
