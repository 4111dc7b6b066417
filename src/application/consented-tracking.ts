import {
  consentRegime,
  mayTrack,
  mustAsk,
  type ConsentRegime,
  type TrackingChoice,
} from '../domain/tracking-consent';
import type { ConsentStorage } from './ports/consent-storage';
import type { GeoLookup } from './ports/geo';
import type { Tracking, TrackingEvent } from './ports/tracking';

/** The visitor's regime and kept choice. */
export interface ConsentStatus {
  regime: ConsentRegime;
  choice: TrackingChoice | null;
}

/** The regime of the visitor's country: `unknown` where the lookup fails (consent fails closed). */
export async function visitorRegime(geo: GeoLookup): Promise<ConsentRegime> {
  return consentRegime(await geo.country().catch(() => null));
}

/**
 * The Tracking port as the use cases see it: every event waits for the visitor's consent where the
 * law asks for it (src/domain/tracking-consent.ts).
 *
 * An event that comes before a visitor who must be asked has chosen (a sign-up's lead while the
 * banner is still open) is queued in memory, never sent: Accept sends the queue, Reject drops it,
 * and leaving the page drops it too. An event the visitor refused is dropped at once. `track`
 * never waits for the choice, so no flow waits on the banner.
 */
export class ConsentedTracking implements Tracking {
  private choice: TrackingChoice | null = null;
  private chosen = false;
  private queue: TrackingEvent[] = [];

  constructor(
    private readonly tracking: Tracking,
    private readonly geo: GeoLookup,
    private readonly consents: ConsentStorage,
  ) {}

  /** The visitor's regime and choice, as this page knows them. */
  private async status(): Promise<ConsentStatus> {
    const regime = await visitorRegime(this.geo);
    if (!this.chosen) {
      this.choice = await this.consents.load().catch(() => null);
      this.chosen = this.choice !== null;
    }
    return { regime, choice: this.choice };
  }

  async track(event: TrackingEvent): Promise<void> {
    const { regime, choice } = await this.status();
    if (mayTrack(regime, choice)) {
      await this.tracking.track(event);
    } else if (mustAsk(regime, choice)) {
      this.queue.push(event);
    }
  }

  /**
   * The visitor chose (and only then is this called: what a page tells the tags as it opens goes to
   * them directly, see TrackingConsent): the tags hear it; queued events go out with a grant, and
   * are dropped without.
   */
  async consent(granted: boolean): Promise<void> {
    this.choice = granted ? 'granted' : 'denied';
    this.chosen = true;
    const queued = this.queue;
    this.queue = [];
    await this.tracking.consent(granted);
    if (!granted) return;
    for (const event of queued) await this.tracking.track(event);
  }
}
