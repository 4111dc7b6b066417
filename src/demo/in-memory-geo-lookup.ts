import type { GeoLookup } from '../application/ports/geo';
import { asAsync } from '../adapters/as-async';
import type { DemoWorld } from './demo-world';

/** The visitor's country is the one picked in the demo tools. */
export class InMemoryGeoLookup implements GeoLookup {
  constructor(private readonly world: DemoWorld) {}

  country(): Promise<string> {
    return asAsync(() => {
      return this.world.settings.country;
    });
  }
}
