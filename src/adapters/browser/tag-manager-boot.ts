/**
 * Loads Google Tag Manager (only in a build with GTM_ID; build/browser-config.ts adds this entry): a
 * same-origin script instead of Google's inline snippet, so the Content Security Policy stays
 * strict. Consent Mode v2's defaults are set first, all denied: tags run without storage until the
 * portal reports the visitor's choice (DataLayerTracking.consent), and for visitors who must be
 * asked first (the UK, the EU) nothing is tracked before they choose.
 */
import { consentModeState, gtag } from './gtag';
import type { DataLayerTarget } from './data-layer-tracking';

/** Where Google serves the container's script. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

export function bootTagManager(
  id: string,
  page: DataLayerTarget & Pick<Window, 'document'> = window,
): void {
  if (!id) return;
  // Time for the portal to report a kept choice before the tags fire.
  gtag(page, 'consent', 'default', { ...consentModeState(false), wait_for_update: 500 });
  page.dataLayer!.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = page.document.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
  page.document.head.append(script);
}

bootTagManager(process.env.GTM_ID ?? '');
