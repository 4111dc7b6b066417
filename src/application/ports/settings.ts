/** Values that come from the build's settings rather than the code. */
export interface AppSettings {
  /** SPEC.md's ~200 ms wait after the identity provider reports a user; 0 in unit tests. */
  authStateDelayMs: number;
  clientName: string;
  supportEmail: string;
  homeUrl: string;
  termsUrl: string;
  privacyUrl: string;
  appStoreUrl: string;
  playStoreUrl: string;
  appStoreId: string;
}
