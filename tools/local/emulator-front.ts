/**
 * The Auth emulator as local runs reach it: every request passes through to the emulator, except
 * that its popup pages (the provider's sign-in page and the helper frame) load the stand-in for
 * Google's gapi loader, served here, instead of apis.google.com, and none of the fonts and styles
 * they would fetch from the internet. The portal's FIREBASE_AUTH_EMULATOR_URL is this front, so
 * the Google and Apple popups work with nothing but this machine.
 */
import {
  createServer,
  request as forward,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { scriptBundler } from '../api-server/local-stripe-script';

/** Where the front serves the stand-in for https://apis.google.com/js/api.js. */
export const GAPI_STAND_IN_PATH = '/local/gapi/api.js';
const GAPI_STAND_IN = path.resolve(__dirname, '../stand-ins/gapi/gapi-stand-in.ts');
/** The emulator's pages that load Google's loader: the provider's page and the helper frame. */
const POPUP_PAGES = new Set(['/emulator/auth/handler', '/emulator/auth/iframe']);

export interface EmulatorFront {
  /** The front's origin, 'http://127.0.0.1:<port>': the portal's emulator URL. */
  url: string;
  /** The stand-in for Google's gapi loader: the portal's GAPI_JS_URL. */
  gapiScriptUrl: string;
  close(): Promise<void>;
}

/** Google's loader becomes the stand-in; other scripts and styles from the internet go. */
export function offlinePopupPage(html: string): string {
  return html
    .replaceAll('https://apis.google.com/js/api.js', GAPI_STAND_IN_PATH)
    .replace(/<script src="https:[^"]*"><\/script>\n?/gu, '')
    .replace(/<link href="https:[^"]*" rel="stylesheet">\n?/gu, '');
}

function passThrough(
  target: URL,
  where: string,
  request: IncomingMessage,
  response: ServerResponse,
): void {
  const rewrite = request.method === 'GET' && POPUP_PAGES.has(where);
  const upstream = forward(
    target,
    {
      method: request.method,
      path: request.url,
      headers: { ...request.headers, host: target.host },
    },
    (answer) => {
      if (!rewrite) {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const page = offlinePopupPage(Buffer.concat(chunks).toString('utf8'));
        // The page's length changed: Node counts the new one.
        const headers = { ...answer.headers };
        delete headers['content-length'];
        response.writeHead(answer.statusCode ?? 502, headers);
        response.end(page);
      });
    },
  );
  upstream.on('error', (error) => {
    response.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end(`The Auth emulator at ${target.origin} could not be reached: ${error.message}`);
  });
  request.pipe(upstream);
}

/** Starts the front of the emulator at `emulatorUrl` on a free loopback port. */
export async function startEmulatorFront(emulatorUrl: string, port = 0): Promise<EmulatorFront> {
  const target = new URL(emulatorUrl);
  const gapiScript = scriptBundler(GAPI_STAND_IN);
  const server = createServer((request, response) => {
    const where = request.url?.split('?')[0] ?? '';
    // The emulator has no icon for its pages; a browser asks anyway.
    if (where === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    if (where !== GAPI_STAND_IN_PATH) {
      passThrough(target, where, request, response);
      return;
    }
    gapiScript().then(
      (script) => {
        response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' });
        response.end(script);
      },
      (error: unknown) => {
        response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end(error instanceof Error ? error.message : String(error));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    gapiScriptUrl: `${url}${GAPI_STAND_IN_PATH}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
