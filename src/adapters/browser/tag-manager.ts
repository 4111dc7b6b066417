import type { DataLayerTarget } from './data-layer-tracking';

/** Where Google serves the container's script. */
const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/** The page the container loads into: its data layer, and its document for the script. */
type TagManagerPage = DataLayerTarget & Pick<Window, 'document'>;

/**
 * Google Tag Manager, in a build with GTM_ID, and through it Google Analytics. Nothing of it is
 * requested until the visitor's consent allows it (DataLayerTracking.consent): a visitor who must
 * be asked, or whose country is unknown, loads it on Accept and never on a page where they reject;
 * a visitor from a country known to need no consent loads it once the country is known. The script
 * is added by the portal's own code, not Google's inline snippet, so the CSP stays strict.
 */
export class TagManager {
  private loaded = false;

  constructor(
    private readonly id: string,
    private readonly page: TagManagerPage = window,
  ) {}

  /** Requests the container's script, once a page. */
  load(): void {
    if (this.loaded) return;
    this.loaded = true;
    (this.page.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = this.page.document.createElement('script');
    script.async = true;
    script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(this.id)}`;
    this.page.document.head.append(script);
  }
}

/** The tag manager of a build's GTM_ID; none without one. */
export function tagManagerOf(id: string | undefined): TagManager | null {
  return id ? new TagManager(id) : null;
}
