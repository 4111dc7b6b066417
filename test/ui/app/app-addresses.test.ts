/**
 * The hosting answers an address with the app only when it is one of the app's (hosting/hosting-config.ts
 * rewrites APP_ADDRESSES), with a prerendered page when it is one of those, and with the 404 page
 * otherwise: a route the router has and the lists lack would be a 404 on a reload.
 */
import type { RouteObject } from 'react-router-dom';
import { routes } from '../../../src/ui/app/routes';
import {
  APP_ADDRESSES,
  DEMO_ADDRESSES,
  NOT_FOUND_ADDRESS,
} from '../../../src/ui/app/app-addresses';
import { PRERENDERED_PAGES } from '../../../src/prerender';

/** Every address the router renders a page at, as a person types it ('/' for the index). */
function addressesOf(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const here = route.path ? `${parent}/${route.path}` : parent;
    const own = route.index || (route.path && !route.children) ? [here || '/'] : [];
    return [...own, ...addressesOf(route.children ?? [], here)];
  });
}

test('every address the router has is the app’s, prerendered, or the not-found page’s', () => {
  const prerendered = PRERENDERED_PAGES.map((page) => page.path).filter(
    (path) => path !== NOT_FOUND_ADDRESS,
  );
  const listed = [...APP_ADDRESSES, ...DEMO_ADDRESSES, ...prerendered, '/*'];

  expect([...addressesOf(routes)].sort()).toEqual([...listed].sort());
});
