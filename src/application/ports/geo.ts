/** Where the visitor is. */
export interface GeoLookup {
  /**
   * An ISO 3166 alpha-2 country code. Rejects (a typed AppError) when the lookup cannot name one:
   * what an unknown country means is the caller's (the plans: US prices; the consent: ask).
   */
  country(): Promise<string>;
}
