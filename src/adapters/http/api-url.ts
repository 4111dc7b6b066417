import { AppError } from '../../domain/errors';

/** Where the page is, so a base URL such as '/api/' can be relative to it. */
function pageAddress(): string | undefined {
  return (globalThis as { location?: { href?: string } }).location?.href;
}

/** The API's base: an http(s) address ending in '/', so relative paths stay under its path. */
export function apiBase(baseUrl: string): URL {
  let base: URL;
  try {
    base = new URL(baseUrl, pageAddress());
  } catch {
    throw new TypeError(`The API base URL is not a URL: ${baseUrl}`);
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') {
    throw new TypeError(`The API base URL must be http or https: ${baseUrl}`);
  }
  base.search = '';
  base.hash = '';
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  return base;
}

/**
 * The address of a path below the base. A leading slash does not climb out of the base path, and
 * an address outside the base is refused: the bearer token goes to the API and nowhere else.
 */
export function apiUrl(base: URL, path: string, query: Record<string, string | null> = {}): URL {
  const url = new URL(path.replace(/^\/+/u, ''), base);
  if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) {
    throw new AppError('api/bad-request', `Refusing to call ${path}: it is outside the API.`);
  }
  for (const [name, value] of Object.entries(query)) {
    if (value !== null) url.searchParams.append(name, value);
  }
  return url;
}
