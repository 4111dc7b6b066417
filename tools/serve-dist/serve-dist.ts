/**
 * Serves a build the way Firebase Hosting serves it: superstatic, the server the Hosting emulator is
 * built on, reads the firebase.json the build wrote (build/plugins/write-hosting-config.ts), so the
 * rewrites, clean URLs, trailing slashes, i18n rewrites and response headers are the real ones and
 * never drift from what is deployed. The end-to-end suite (test/e2e/global-setup.ts), perf, screens
 * and test:local start it on 127.0.0.1; `node -r esbuild-register tools/serve-dist/serve-dist.ts`
 * starts it by hand (port from E2E_PORT, else a free one).
 *
 * One thing superstatic leaves to the deploy: the config's `ignore` globs name files that are never
 * uploaded. Here they are files the server does not see, so a request for one is answered as on
 * Firebase Hosting (a rewrite to index.html, or a 404).
 *
 * One thing superstatic reads loosely: the i18n rewrites take the browser's languages from
 * `Accept-Language` in the header's order, weights and all ('de;q=0.9' is no language to it).
 * Hosting tries them in the order of the person's preference, so the server hands superstatic the
 * header as that plain list (preferredLanguages).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import superstatic from 'superstatic';
import type { Configuration } from 'superstatic/lib/config';
import type { MiddlewareOptions } from 'superstatic/lib/options';
import { configMatcher } from 'superstatic/lib/utils/patterns';

/** The hosting section of a firebase.json, as far as this server and its tests read it. */
export interface HostingConfig extends Configuration {
  public: string;
  ignore?: string[];
  predeploy?: string[];
}

export interface ServeOptions {
  /** The hosting config to follow; the build's own (dist/firebase.json) by default. */
  configPath?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
}

export interface RunningServer {
  url: string;
  port: number;
  stop: () => Promise<void>;
}

/** What superstatic asks of a file source: the file at a request's path, or null. */
type FileProvider = (request: IncomingMessage, pathname: string) => Promise<unknown>;

/** superstatic's router, as a Node server calls it: `next` when nothing in the build answers. */
type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

const ROOT = path.resolve(__dirname, '..', '..');

/** The hosting config the build wrote beside the app (see hosting/hosting-config.ts). */
export const BUILT_HOSTING_CONFIG = path.join(ROOT, 'dist', 'firebase.json');

export function readHostingConfig(configPath = BUILT_HOSTING_CONFIG): HostingConfig {
  const parsed = JSON.parse(readFileSync(configPath, 'utf8')) as { hosting?: HostingConfig };
  if (!parsed.hosting || typeof parsed.hosting.public !== 'string') {
    throw new Error(`${configPath} has no hosting.public`);
  }
  return parsed.hosting;
}

/**
 * Whether a request path matches a rewrite's or a header rule's glob, as superstatic (and so the
 * Hosting emulator) matches it: the glob rooted at `/`, a leading `!` negating it.
 */
export function matchesGlob(glob: string, requestPath: string): boolean {
  const negated = glob.startsWith('!');
  const rooted = path.posix.join('/', negated ? glob.slice(1) : glob);
  return configMatcher(requestPath, { source: negated ? `!${rooted}` : rooted });
}

/** Whether the deploy leaves a file out: `relativePath` is from the public folder, no leading `/`. */
export function isIgnored(config: HostingConfig, relativePath: string): boolean {
  return (config.ignore ?? []).some((glob) => configMatcher(relativePath, { source: glob }));
}

/** The headers firebase.json gives a response to `requestPath`, a later rule's winning a tie. */
export function headersFor(config: HostingConfig, requestPath: string): Map<string, string> {
  const byName = new Map<string, { key: string; value: string }>();
  for (const rule of config.headers ?? []) {
    if (!matchesGlob(rule.source, requestPath)) continue;
    for (const header of rule.headers) byName.set(header.key.toLowerCase(), header);
  }
  return new Map([...byName.values()].map(({ key, value }) => [key, value]));
}

/** superstatic's own file source, minus the files the deploy leaves out. */
function deployedFiles(config: HostingConfig, cwd: string): FileProvider {
  // superstatic types its file source as a module of no exports: required, and typed here.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const fsProvider = require('superstatic/lib/providers/fs') as (
    options: Configuration & { cwd: string },
  ) => FileProvider;
  const files = fsProvider({ ...config, cwd });
  return (request, pathname) =>
    isIgnored(config, decodeURI(pathname).replace(/^\/+/u, ''))
      ? Promise.resolve(null)
      : files(request, pathname).catch((error: unknown) => {
          // A path no file can have (longer than a file name may be) is no file, as on Hosting.
          if ((error as { code?: string }).code === 'ENAMETOOLONG') return null;
          throw error;
        });
}

/**
 * The languages of an `Accept-Language` header, most preferred first (equal weights keep the
 * header's order), as the plain list superstatic's i18n reads: 'en-US,de;q=0.9,fr;q=0' → 'en-US,de'.
 */
export function preferredLanguages(header: string): string {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const weight = parameters.find((parameter) => /^q=/iu.test(parameter))?.slice(2);
      return { tag, index, weight: weight === undefined ? 1 : Number(weight) };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag)
    .join(',');
}

/** What nothing in the build answers: a plain 404, with the headers superstatic has set. */
function notFound(_request: IncomingMessage, response: ServerResponse): void {
  response.statusCode = 404;
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  response.end('Not Found');
}

/** Starts the server on 127.0.0.1; `stop` closes it and every connection it still holds. */
export async function startServer(options: ServeOptions = {}): Promise<RunningServer> {
  const configPath = options.configPath ?? BUILT_HOSTING_CONFIG;
  const config = readHostingConfig(configPath);
  const cwd = path.dirname(configPath);
  if (!existsSync(path.resolve(cwd, config.public, 'index.html'))) {
    throw new Error(`${path.resolve(cwd, config.public)}/index.html is missing: build it first.`);
  }
  const serve = superstatic({
    config: configPath,
    cwd,
    // As the Hosting emulator: no password protection, no environment script.
    stack: 'strict',
    // Firebase Hosting compresses text on the fly; so does this server, or page speed is misjudged.
    compression: true,
    provider: deployedFiles(config, cwd),
  } as MiddlewareOptions) as Middleware;
  const server = createServer((request, response) => {
    const languages = request.headers['accept-language'];
    if (languages) request.headers['accept-language'] = preferredLanguages(languages);
    serve(request, response, () => notFound(request, response));
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

if (require.main === module) {
  startServer({ port: Number(process.env.E2E_PORT ?? 0) }).then(
    (server) => {
      console.log(`Serving dist/ at ${server.url} (Ctrl+C stops it)`);
      const stop = () => void server.stop().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
