/**
 * The addresses the app renders in the browser from index.html. The hosting rewrites each of them,
 * under every language's prefix too, to index.html (hosting/hosting-config.ts); the logged-out pages
 * are files of their own (src/prerender.tsx); any other address is answered by the hosting's
 * 404.html, the prerendered not-found page, with the status 404. routes.tsx's test keeps the
 * router's routes and these lists in step.
 */
export const APP_ADDRESSES = [
  '/',
  '/change-payment-method',
  '/cancel-subscription',
  '/payment-successful',
  '/set-password',
  '/cancel-contract',
  '/withdraw',
  '/contracts/confirm',
  '/gift',
  '/gift/paid',
  '/redeem',
  '/get-app',
] as const;

/** The demo bank's page: only in builds with the demo world (routes.tsx). */
export const DEMO_ADDRESSES = ['/demo-bank'] as const;

/**
 * Where the not-found page is prerendered (src/prerender.tsx) into the hosting's 404.html, which
 * answers every address above the router does not know; the app adopts it at any such address.
 */
export const NOT_FOUND_ADDRESS = '/404';
