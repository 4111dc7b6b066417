/**
 * The server the browser suites, perf and screens run on (tools/serve-dist/serve-dist.ts), on a
 * tiny build of its own: it follows the build's firebase.json as Firebase Hosting does, i18n
 * rewrites included, and leaves out what the deploy leaves out.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  preferredLanguages,
  startServer,
  type RunningServer,
} from '../../tools/serve-dist/serve-dist';

const HOSTING = {
  public: 'public',
  ignore: ['firebase.json', '**/*.map'],
  cleanUrls: true,
  i18n: { root: '/localized' },
  rewrites: [{ source: '!/assets/**', destination: '/index.html' }],
  headers: [
    { source: '**', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] },
    { source: '!/assets/**', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
    { source: '/assets/**', headers: [{ key: 'Cache-Control', value: 'immutable' }] },
  ],
};

const FILES: Record<string, string> = {
  'index.html': '<p>the app</p>',
  'signin.html': '<p>sign in</p>',
  'firebase.json': JSON.stringify({ hosting: HOSTING }),
  'assets/app.js': 'console.log("app");'.repeat(100),
  'assets/app.js.map': '{}',
  'localized/de_ALL/index.html': '<p>die App</p>',
  'localized/de_ALL/signin.html': '<p>anmelden</p>',
  'localized/en_ALL/signin.html': '<p>sign in</p>',
  'de/signin.html': '<p>/de/: anmelden</p>',
};

let build: string;
let server: RunningServer;

beforeAll(async () => {
  build = mkdtempSync(path.join(tmpdir(), 'serve-dist-'));
  for (const [file, text] of Object.entries(FILES)) {
    const target = path.join(build, 'public', file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
  writeFileSync(path.join(build, 'firebase.json'), JSON.stringify({ hosting: HOSTING }));
  server = await startServer({ configPath: path.join(build, 'firebase.json') });
});

afterAll(async () => {
  await server.stop();
  rmSync(build, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${url}`, { headers, redirect: 'manual' });

test('listens on 127.0.0.1, on a port of its own', () => {
  expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/u);
  expect(server.port).toBeGreaterThan(0);
});

test("passes the config's i18n through: a German reader gets /localized/de_ALL/", async () => {
  expect(await (await get('/', { 'Accept-Language': 'de-DE,de;q=0.9' })).text()).toBe(
    '<p>die App</p>',
  );
  expect(await (await get('/', { 'Accept-Language': 'en-US' })).text()).toBe('<p>the app</p>');
});

test("a page at its clean URL is the browser's language's, tried in the order of preference", async () => {
  const signIn = async (languages: string) =>
    (await get('/signin', { 'Accept-Language': languages })).text();
  expect(await signIn('de-DE,de;q=0.9,en;q=0.8')).toBe('<p>anmelden</p>');
  // Weights, not the header's order, say what the person prefers.
  expect(await signIn('de;q=0.5,en-GB;q=0.9')).toBe('<p>sign in</p>');
  expect(await signIn('en-US,de;q=0.9')).toBe('<p>sign in</p>');
  expect(await signIn('fr-FR,de;q=0.7')).toBe('<p>anmelden</p>');
  expect(await signIn('de;q=0,it')).toBe('<p>sign in</p>');
  // A language's own address is a file like any other.
  expect(await (await get('/de/signin')).text()).toBe('<p>/de/: anmelden</p>');
});

test('reads Accept-Language as a list of languages, most preferred first', () => {
  expect(preferredLanguages('de-DE,de;q=0.9,en;q=0.8')).toBe('de-DE,de,en');
  expect(preferredLanguages('en;q=0.5, fr-CA ;q=0.9,es')).toBe('es,fr-CA,en');
  expect(preferredLanguages('de;q=0,*;q=0.1')).toBe('');
});

test('clean URLs and rewrites are the config’s', async () => {
  expect(await (await get('/signin')).text()).toBe('<p>sign in</p>');
  const redirect = await get('/signin.html');
  expect(redirect.status).toBe(301);
  expect(redirect.headers.get('location')).toBe('/signin');
  expect(await (await get('/membership/profile')).text()).toBe('<p>the app</p>');
});

test('a path longer than any file name is the app, as any other path that is no file', async () => {
  const response = await get(`/${'calm'.repeat(100)}`);
  expect(response.status).toBe(200);
  expect(await response.text()).toBe('<p>the app</p>');
});

test('what the deploy leaves out is not served: the config is rewritten, a map is missing', async () => {
  expect(await (await get('/firebase.json')).text()).toBe('<p>the app</p>');
  const map = await get('/assets/app.js.map');
  expect(map.status).toBe(404);
  expect(map.headers.get('content-type')).toContain('text/plain');
  expect(map.headers.get('cache-control')).toBe('immutable');
});

test('every response carries the headers its path matches, text compressed', async () => {
  const page = await get('/signin');
  expect(page.headers.get('cache-control')).toBe('no-cache');
  expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  const script = await get('/assets/app.js', { 'Accept-Encoding': 'gzip' });
  expect(script.headers.get('cache-control')).toBe('immutable');
  expect(script.headers.get('content-encoding')).toBe('gzip');
  expect(script.headers.get('content-type')).toContain('javascript');
});
