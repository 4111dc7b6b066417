import type { IncomingMessage } from 'node:http';
import { LOCAL_STRIPE_PATHS, type LocalIntent } from '../stand-ins/stripe/protocol';
import { invalidRequest } from './local-stripe-failure';

/** Where a bank's check sends the person back: an absolute http(s) address, as Stripe requires. */
export function returnUrlOf(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') {
    throw invalidRequest('url_invalid', 'return_url must be an absolute http(s) URL.');
  }
  return value;
}

/** A page of this server, at the address the request reached it by. */
function pageUrl(request: IncomingMessage, path: string, query: URLSearchParams): string {
  const { localAddress = '127.0.0.1', localPort } = request.socket;
  const host = localAddress.includes(':') ? `[${localAddress}]` : localAddress;
  return `http://${host}:${localPort}${path}?${query}`;
}

/** The bank's check page (3-D Secure) on this server. */
export function authenticateUrl(
  request: IncomingMessage,
  clientSecret: string,
  returnUrl: string,
): string {
  const query = new URLSearchParams({ client_secret: clientSecret, return_url: returnUrl });
  return pageUrl(request, LOCAL_STRIPE_PATHS.authenticate, query);
}

/** The bank's page of an iDEAL or Bancontact payment on this server. */
export function bankUrl(request: IncomingMessage, clientSecret: string, returnUrl: string): string {
  const query = new URLSearchParams({ client_secret: clientSecret, return_url: returnUrl });
  return pageUrl(request, LOCAL_STRIPE_PATHS.bank, query);
}

/** The return URL with Stripe's parameters appended to its own query, as Stripe's redirect has. */
export function returnLocation(returnUrl: string, intent: LocalIntent): string {
  const url = new URL(returnUrl);
  const params = new URLSearchParams({
    [intent.object]: intent.id,
    [`${intent.object}_client_secret`]: intent.client_secret,
    redirect_status: intent.status === 'succeeded' ? 'succeeded' : 'failed',
  });
  url.search = url.search ? `${url.search}&${params}` : `?${params}`;
  return url.href;
}
