/** Where the visitor is. */
export interface GeoLookup {
  /** An ISO 3166 alpha-2 country code. */
  country(): Promise<string>;
}
