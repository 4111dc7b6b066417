/**
 * The demo world's accounts, as DESIGN.md documents them and src/demo/demo-seed.ts seeds
 * them: what a person types on the sign-in page, and the name the profile then shows. For the
 * demo's own tests and the journeys only; other tests build their members (builders.ts).
 */
export const DEMO_PASSWORD = 'Mindful#2026';

export const DEMO_ACCOUNTS = {
  /** Alex Morgan, no subscription. */
  free: { email: 'free@demo.test', name: 'Alex Morgan' },
  /** Sam Rivera, yearly subscription, card ending in 4242. */
  member: { email: 'member@demo.test', name: 'Sam Rivera' },
  /** Casey Kim, yearly subscription with a discount. */
  discount: { email: 'discount@demo.test', name: 'Casey Kim' },
  /** Jamie Lee, cancelled monthly subscription. */
  cancelled: { email: 'cancelled@demo.test', name: 'Jamie Lee' },
  /** Robin Diaz, monthly, the renewal two days ago declined (Visa 0341). */
  pastDue: { email: 'pastdue@demo.test', name: 'Robin Diaz' },
  /** Noor Haddad, yearly, the renewal waiting for the bank's check. */
  authCheck: { email: 'authcheck@demo.test', name: 'Noor Haddad' },
  /** Lee Park, yearly, the card (4444) expires before the next charge. */
  expiring: { email: 'expiring@demo.test', name: 'Lee Park' },
  /** Sky Moreau, monthly, paused until two months from today. */
  paused: { email: 'paused@demo.test', name: 'Sky Moreau' },
  /** Lena Vogel, yearly in euros (DE), the first SEPA debit (IBAN ending 3000) processing. */
  sepa: { email: 'sepa@demo.test', name: 'Lena Vogel' },
  /** Kai Novak, a gift membership of twelve months ending ten days from today. */
  gift: { email: 'gift@demo.test', name: 'Kai Novak' },
  /** Riley Chen, behind "Continue with Google", no subscription. */
  google: { email: 'riley.chen@demo.test', name: 'Riley Chen' },
  /** Jordan Park, behind "Continue with Apple", subscribed in the App Store. */
  apple: { email: 'jordan.park@demo.test', name: 'Jordan Park' },
} as const;
