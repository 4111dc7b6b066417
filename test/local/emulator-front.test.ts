/**
 * The emulator's front (emulator-front.ts) against a fake emulator: it passes requests through
 * untouched, serves the stand-in for Google's gapi loader, and makes the popup pages offline.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  GAPI_STAND_IN_PATH,
  offlinePopupPage,
  startEmulatorFront,
  type EmulatorFront,
} from '../../tools/local/emulator-front';

const HELPER_FRAME = `<!DOCTYPE html>
<link href="https://fonts.googleapis.com/css2?family=Roboto" rel="stylesheet">
<script>window.gapi_onload = function () {};</script>
<script src="https://apis.google.com/js/api.js"></script>
<script src="https://unpkg.com/material-components-web@10/dist/material-components-web.min.js"></script>
`;

interface Seen {
  method: string;
  url: string;
  host: string;
  body: string;
}

let emulator: Server;
let front: EmulatorFront;
const seen: Seen[] = [];

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  emulator = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      seen.push({
        method: request.method!,
        url: request.url!,
        host: request.headers.host!,
        body,
      });
      if (request.url?.startsWith('/emulator/auth/iframe')) {
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        response.end(HELPER_FRAME);
        return;
      }
      response.writeHead(201, { 'Content-Type': 'application/json', 'X-Emulator': 'yes' });
      response.end(JSON.stringify({ echoed: body }));
    });
  });
  await new Promise<void>((resolve) => emulator.listen(0, '127.0.0.1', resolve));
  const { port } = emulator.address() as AddressInfo;
  front = await startEmulatorFront(`http://127.0.0.1:${port}`);
});

afterAll(async () => {
  await front.close();
  await new Promise((resolve) => emulator.close(resolve));
});

test('a call of the Auth API passes through as it was made, and its answer comes back', async () => {
  const response = await fetch(
    `${front.url}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=k`,
    { method: 'POST', body: '{"requestUri":"x"}', headers: { 'Content-Type': 'application/json' } },
  );
  expect(response.status).toBe(201);
  expect(response.headers.get('x-emulator')).toBe('yes');
  await expect(response.json()).resolves.toEqual({ echoed: '{"requestUri":"x"}' });
  expect(seen.at(-1)).toMatchObject({
    method: 'POST',
    url: '/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=k',
    body: '{"requestUri":"x"}',
  });
  expect(seen.at(-1)!.host).not.toBe(new URL(front.url).host);
});

test('the helper frame loads the stand-in from the front and nothing from the internet', async () => {
  const response = await fetch(`${front.url}/emulator/auth/iframe?apiKey=k&appName=a`);
  const page = await response.text();
  expect(page).toContain(`<script src="${GAPI_STAND_IN_PATH}"></script>`);
  expect(page).toContain('window.gapi_onload');
  expect(page).not.toContain('https://');
});

test('the stand-in for Google’s loader is served as a script', async () => {
  const response = await fetch(front.gapiScriptUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/javascript/u);
  const script = await response.text();
  expect(script).toContain('getParentIframe');
  expect(front.gapiScriptUrl).toBe(`${front.url}${GAPI_STAND_IN_PATH}`);
});

test('a page of the emulator keeps what it has of its own', () => {
  const page = '<p>Sign in with <span>Google.com</span></p>';
  expect(offlinePopupPage(page)).toBe(page);
});
