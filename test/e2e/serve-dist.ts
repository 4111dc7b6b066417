/**
 * Serves the production build in `dist/` the way Firebase Hosting serves it: the rewrites and the
 * response headers are read from the firebase.json the build wrote, so the two never drift. The end-to-end suite runs
 * against this server, which global-setup.ts starts for the run and stops at its end;
 * `node -r esbuild-register test/e2e/serve-dist.ts` starts it by hand (port from E2E_PORT, else a
 * free one).
 *
 * What it follows of Firebase Hosting: an exact static file wins, then `/dir/` → `/dir/index.html`,
 * then, with `cleanUrls`, `/page` → `/page.html` (and `/page.html` redirects to `/page`), then the
 * first rewrite whose glob matches, else 404. Every header rule whose glob matches the
 * request path adds its headers, a later rule replacing an earlier one's header of the same name.
 * Globs follow minimatch, as Firebase's own emulator does: `*`, `**`, `?`, `{a,b}`, `@(a|b)` and a
 * leading `!` that negates the whole pattern.
 */
import { createReadStream, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

export interface RewriteRule {
  source: string;
  destination: string;
}

export interface HostingConfig {
  public: string;
  ignore?: string[];
  cleanUrls?: boolean;
  rewrites?: RewriteRule[];
  headers?: HeaderRule[];
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

const ROOT = path.resolve(__dirname, '..', '..');

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** The hosting config the build wrote beside the app (see hosting/hosting-config.ts). */
export const BUILT_HOSTING_CONFIG = path.join(ROOT, 'dist', 'firebase.json');

export function readHostingConfig(configPath = BUILT_HOSTING_CONFIG): HostingConfig {
  const parsed = JSON.parse(readFileSync(configPath, 'utf8')) as { hosting?: HostingConfig };
  if (!parsed.hosting || typeof parsed.hosting.public !== 'string') {
    throw new Error(`${configPath} has no hosting.public`);
  }
  return parsed.hosting;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** One glob (without a leading `!`) as the source of an anchored regular expression. */
function globSource(glob: string): string {
  let out = '';
  for (let index = 0; index < glob.length; index += 1) {
    const char = glob[index]!;
    const rest = glob.slice(index);
    if (rest.startsWith('/**/')) {
      out += '(?:/.*)?/';
      index += 3;
    } else if (rest === '/**') {
      out += '(?:/.*)?';
      index += 2;
    } else if (rest.startsWith('**/')) {
      out += '(?:.*/)?';
      index += 2;
    } else if (rest.startsWith('**')) {
      out += '.*';
      index += 1;
    } else if (char === '*') {
      out += '[^/]*';
    } else if (char === '?') {
      out += '[^/]';
    } else if (char === '{' || ((char === '@' || char === '+') && glob[index + 1] === '(')) {
      const open = char === '{' ? index : index + 1;
      const close = glob.indexOf(char === '{' ? '}' : ')', open);
      if (close === -1) {
        out += escapeRegExp(char);
        continue;
      }
      const options = glob.slice(open + 1, close).split(char === '{' ? ',' : '|');
      out += `(?:${options.map(globSource).join('|')})${char === '+' ? '+' : ''}`;
      index = close;
    } else {
      out += escapeRegExp(char);
    }
  }
  return out;
}

/** Whether `target` matches a Firebase Hosting glob. */
export function matchesGlob(glob: string, target: string): boolean {
  const negated = glob.startsWith('!');
  const matched = new RegExp(`^${globSource(negated ? glob.slice(1) : glob)}$`, 'u').test(target);
  return negated ? !matched : matched;
}

/** The headers firebase.json gives a response to `requestPath`, in the order they were set. */
export function headersFor(config: HostingConfig, requestPath: string): Map<string, string> {
  const byName = new Map<string, { key: string; value: string }>();
  for (const rule of config.headers ?? []) {
    if (!matchesGlob(rule.source, requestPath)) continue;
    for (const header of rule.headers) byName.set(header.key.toLowerCase(), header);
  }
  return new Map([...byName.values()].map(({ key, value }) => [key, value]));
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The file that answers `requestPath`, or null for a 404. */
async function resolveFile(
  publicDir: string,
  config: HostingConfig,
  requestPath: string,
): Promise<string | null> {
  const deployed = async (urlPath: string): Promise<string | null> => {
    const relative = urlPath.replace(/^\/+/u, '');
    if ((config.ignore ?? []).some((glob) => matchesGlob(glob, relative))) return null;
    const file = path.join(publicDir, relative);
    if (file !== publicDir && !file.startsWith(publicDir + path.sep)) return null;
    return (await isFile(file)) ? file : null;
  };
  const exact =
    (requestPath.endsWith('/') ? null : await deployed(requestPath)) ??
    (await deployed(path.posix.join(requestPath, 'index.html'))) ??
    (config.cleanUrls && !requestPath.endsWith('/') ? await deployed(`${requestPath}.html`) : null);
  if (exact) return exact;
  const rewrite = (config.rewrites ?? []).find((rule) => matchesGlob(rule.source, requestPath));
  return rewrite ? deployed(rewrite.destination) : null;
}

/** With `cleanUrls`, where `/page.html` and `/index.html` redirect to; otherwise null. */
function cleanUrlOf(config: HostingConfig, requestPath: string): string | null {
  if (!config.cleanUrls || !requestPath.endsWith('.html')) return null;
  return requestPath.replace(/(^|\/)index\.html$/u, '$1').replace(/\.html$/u, '');
}

function decodePath(url: string | undefined): string | null {
  try {
    const pathname = new URL(url ?? '/', 'http://localhost').pathname;
    const decoded = decodeURIComponent(pathname);
    if (decoded.includes('\0') || decoded.split('/').includes('..')) return null;
    return decoded;
  } catch {
    return null;
  }
}

function send(
  response: ServerResponse,
  status: number,
  headers: Map<string, string>,
  body: string,
  head: boolean,
) {
  for (const [key, value] of headers) response.setHeader(key, value);
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  response.setHeader('Content-Length', Buffer.byteLength(body));
  response.writeHead(status);
  response.end(head ? undefined : body);
}

const COMPRESSIBLE = /\.(html|js|mjs|css|json|map|svg|txt|webmanifest)$/u;

function isCompressible(file: string): boolean {
  return COMPRESSIBLE.test(file);
}

function acceptsGzip(request: IncomingMessage): boolean {
  return /\bgzip\b/u.test(String(request.headers['accept-encoding'] ?? ''));
}

const gzipCache = new Map<string, { mtimeMs: number; body: Buffer }>();

/** A file's gzip, made once per version of the file: every test's fresh browser asks for all. */
async function gzipped(file: string): Promise<Buffer> {
  const { mtimeMs } = await stat(file);
  const cached = gzipCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.body;
  const body = gzipSync(await readFile(file));
  gzipCache.set(file, { mtimeMs, body });
  return body;
}

function handler(publicDir: string, config: HostingConfig) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    const requestPath = decodePath(request.url);
    const headers = headersFor(config, requestPath ?? '/');
    const head = request.method === 'HEAD';
    if (requestPath === null) {
      send(response, 400, headers, 'Bad Request', head);
      return;
    }
    if (request.method !== 'GET' && !head) {
      response.setHeader('Allow', 'GET, HEAD');
      send(response, 405, headers, 'Method Not Allowed', head);
      return;
    }
    const clean = cleanUrlOf(config, requestPath);
    if (clean && (await resolveFile(publicDir, config, requestPath))) {
      const { search } = new URL(request.url ?? '/', 'http://localhost');
      response.setHeader('Location', `${clean}${search}`);
      send(response, 301, headers, 'Moved Permanently', head);
      return;
    }
    const file = await resolveFile(publicDir, config, requestPath);
    if (!file) {
      send(response, 404, headers, 'Not Found', head);
      return;
    }
    for (const [key, value] of headers) response.setHeader(key, value);
    response.setHeader('Content-Type', contentTypeOf(file));
    response.setHeader('Vary', 'Accept-Encoding');
    // Firebase Hosting compresses text on the fly; so does this server, or page speed is misjudged.
    if (isCompressible(file) && acceptsGzip(request)) {
      const body = await gzipped(file);
      response.setHeader('Content-Encoding', 'gzip');
      response.setHeader('Content-Length', body.length);
      response.writeHead(200);
      response.end(head ? undefined : body);
      return;
    }
    const { size } = await stat(file);
    response.setHeader('Content-Length', size);
    response.writeHead(200);
    if (head) {
      response.end();
      return;
    }
    createReadStream(file)
      .on('error', () => response.destroy())
      .pipe(response);
  };
}

/** Starts the server on 127.0.0.1; `stop` closes it and every connection it still holds. */
export async function startServer(options: ServeOptions = {}): Promise<RunningServer> {
  const configPath = options.configPath ?? BUILT_HOSTING_CONFIG;
  const config = readHostingConfig(configPath);
  const publicDir = path.resolve(path.dirname(configPath), config.public);
  if (!(await isFile(path.join(publicDir, 'index.html')))) {
    throw new Error(`${publicDir}/index.html is missing: run \`npm run build\` first.`);
  }
  const host = options.host ?? '127.0.0.1';
  const serve = handler(publicDir, config);
  const server: Server = createServer((request, response) => {
    serve(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
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
