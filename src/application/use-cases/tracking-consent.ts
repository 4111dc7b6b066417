import { consentOnArrival, type TrackingChoice } from '../../domain/tracking-consent';
import { visitorRegime, type ConsentStatus } from '../consented-tracking';
import type { ConsentStorage } from '../ports/consent-storage';
import type { GeoLookup } from '../ports/geo';
import type { Tracking } from '../ports/tracking';

/**
 * The visitor's tracking consent: whether to ask (UK and EU visitors, and visitors whose country is
 * unknown, who have not chosen), and the choice, kept on this device and told to the tags.
 * `tracking` is the consent-aware port (ConsentedTracking), which sends or drops what it queued
 * when told the visitor's choice; `tags` is the tracking adapter itself, told what a page allows
 * as it opens, which is no choice of the visitor's and is never kept as one.
 */
export class TrackingConsent {
  private reported = false;

  constructor(
    private readonly tracking: Tracking,
    private readonly tags: Tracking,
    private readonly geo: GeoLookup,
    private readonly consents: ConsentStorage,
  ) {}

  /**
   * The visitor's regime and kept choice. The first time on a page it also tells the tags what the
   * visitor allows (Consent Mode starts with everything denied): a kept choice, or "granted" for a
   * country known to need no consent; nothing for a visitor still to be asked.
   */
  async status(): Promise<ConsentStatus> {
    const regime = await visitorRegime(this.geo);
    const choice = await this.consents.load().catch(() => null);
    const allowed = this.reported ? null : consentOnArrival(regime, choice);
    if (allowed !== null) {
      this.reported = true;
      await this.tags.consent(allowed === 'granted').catch(() => {});
    }
    return { regime, choice };
  }

  /** Keeps the choice (a refused storage keeps it for the page's life) and tells the tags. */
  async choose(choice: TrackingChoice): Promise<TrackingChoice> {
    await this.consents.save(choice).catch(() => {});
    this.reported = true;
    await this.tracking.consent(choice === 'granted');
    return choice;
  }
}
