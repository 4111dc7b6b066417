import type { GeoLookup } from './ports/geo';

/**
 * The visitor's country as this page first learnt it, for what must not change its mind while the
 * page lives (the consent): the lookup's first answer is kept, and so is its first failure. A
 * lookup that failed and later names the US must not open the tags under a banner that still asks.
 */
export class PageCountry implements GeoLookup {
  private first: Promise<string> | null = null;

  constructor(private readonly geo: GeoLookup) {}

  country(): Promise<string> {
    this.first ??= this.geo.country();
    return this.first;
  }
}
