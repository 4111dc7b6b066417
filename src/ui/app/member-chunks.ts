import { pageChunk } from './page-chunk';
import { preloadable } from '../shared/preloadable';
import { reloadingOnStaleChunk } from '../shared/stale-chunk';

/**
 * The chunks a member's first page needs: fetched when it is visited, or ahead while a visitor
 * types their way into an account (usePreloadCheckout), so that "Create account" leads straight to
 * the card form.
 */
export const profilePage = pageChunk(
  () => import(/* webpackChunkName: "page-profile" */ '../features/profile/ProfilePage'),
  'ProfilePage',
);

/**
 * What a member's arrival does (settling an order, completing a card change) is a member's
 * business: a chunk of its own, out of the first route.
 */
export const memberArrival = preloadable(
  reloadingOnStaleChunk(
    () => import(/* webpackChunkName: "member-arrival" */ '../features/membership/member-arrival'),
  ),
);
