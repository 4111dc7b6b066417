/** Which web origins may call the API from a browser. */
export type OriginPolicy = readonly string[] | 'loopback';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function isLoopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTS.has(url.hostname)
    );
  } catch {
    return false;
  }
}

export function isAllowedOrigin(origin: string | undefined, policy: OriginPolicy): boolean {
  if (origin === undefined) return false;
  return policy === 'loopback' ? isLoopbackOrigin(origin) : policy.includes(origin);
}

/**
 * The CORS headers for a request: an allowed origin may send the bearer token, JSON bodies, the
 * portal's language and the checkout's Idempotency-Key with every method of the API. Nothing is
 * allowed with cookies: the API reads only the bearer token.
 */
export function corsHeaders(
  origin: string | undefined,
  policy: OriginPolicy,
  preflight: boolean,
): Record<string, string> {
  const headers: Record<string, string> = { Vary: 'Origin' };
  if (!isAllowedOrigin(origin, policy)) return headers;
  headers['Access-Control-Allow-Origin'] = origin as string;
  if (preflight) {
    headers['Access-Control-Allow-Methods'] = 'GET, POST, PATCH, DELETE';
    headers['Access-Control-Allow-Headers'] =
      'Authorization, Content-Type, Accept, Accept-Language, Idempotency-Key';
    headers['Access-Control-Max-Age'] = '600';
  }
  return headers;
}
