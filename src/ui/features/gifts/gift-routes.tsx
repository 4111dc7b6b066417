import type { RouteObject } from 'react-router-dom';
import { pageChunk, type PageChunk } from '../../app/page-chunk';

/** The gift pages: one chunk, fetched when one of them is first visited. */
const loadGiftPages = () => import(/* webpackChunkName: "page-gifts" */ './gift-pages');

const giftPage = pageChunk(loadGiftPages, 'GiftPage');
const giftPaidPage = pageChunk(loadGiftPages, 'GiftPaidPage');
const redeemPage = pageChunk(loadGiftPages, 'RedeemPage');

const route = (path: string, { Component }: PageChunk): RouteObject => ({
  path,
  element: <Component />,
});

/**
 * /gift, /gift/paid and /redeem: for visitors and members alike, each page asking for a sign-in
 * when it needs one. They speak in the later words (the router puts them under LaterWords).
 */
export const giftRoutes: RouteObject[] = [
  route('gift', giftPage),
  route('gift/paid', giftPaidPage),
  route('redeem', redeemPage),
];

/** Fetches the pages' chunk (routes.tsx's loadPages). */
export const loadGiftRoutes = loadGiftPages;
