import type { TrackingChoice } from '../../domain/tracking-consent';

/**
 * Keeps the visitor's tracking choice on this device (where storage is refused, for the page's
 * life). The server keeps its own record of consents given by members (docs/backend-contract.md).
 */
export interface ConsentStorage {
  load(): Promise<TrackingChoice | null>;
  save(choice: TrackingChoice): Promise<void>;
}
