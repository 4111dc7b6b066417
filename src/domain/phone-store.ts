import type { BillingStore } from './store-billing';

/**
 * The app store of the phone or tablet a page is opened on, from its user agent: the App Store on
 * an iPhone, iPad or iPod, Google Play on Android; null on anything else (a computer), which is
 * offered both. iPadOS asks for desktop pages and names itself a Macintosh: a Macintosh with a
 * touch screen is an iPad, since no Mac has one.
 */
export function phoneStoreOf(
  userAgent: string | null | undefined,
  maxTouchPoints = 0,
): BillingStore | null {
  const agent = userAgent ?? '';
  if (/\b(?:iPhone|iPad|iPod)\b/u.test(agent)) return 'appStore';
  if (/\bMacintosh\b/u.test(agent) && maxTouchPoints > 1) return 'appStore';
  if (/\bAndroid\b/u.test(agent)) return 'playStore';
  return null;
}
