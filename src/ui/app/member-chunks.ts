import { loadMemberArrival } from '../features/membership';
import { loadProfilePage } from '../features/profile';
import { pageChunk } from './page-chunk';
import { preloadable } from '../shared/preloadable';
import { reloadingOnStaleChunk } from '../shared/stale-chunk';

/**
 * The chunks a member's first page needs: fetched when it is visited, or ahead while a visitor
 * types their way into an account (preloadMemberPages), so that "Create account" leads straight to
 * the card form.
 */
export const profilePage = pageChunk(loadProfilePage, 'ProfilePage');

/**
 * What a member's arrival does (settling an order, completing a card change) is a member's
 * business: a chunk of its own, out of the first route.
 */
export const memberArrival = preloadable(reloadingOnStaleChunk(loadMemberArrival));

/** Fetches a member's first page and arrival ahead of need (usePreloadCheckout). */
export function preloadMemberPages(): void {
  profilePage.preload();
  memberArrival.preload();
}
