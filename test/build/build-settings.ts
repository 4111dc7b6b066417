/** The settings of a real build that the build tests share: each real adapter's, and a brand. */
export const REAL_SETTINGS = {
  FIREBASE_API_KEY: 'key',
  FIREBASE_AUTH_DOMAIN: 'calm-co.firebaseapp.com',
  FIREBASE_PROJECT_ID: 'calm-co',
  FIREBASE_APP_ID: '1:2:web:3',
  API_BASE_URL: 'https://api.calm.test/v1/',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
  GEO_LOOKUP_URL: 'https://geo.calm.test/lookup?fields=country',
};

/** A brand of its own: a real build refuses the demo's placeholders. */
export const BRAND = {
  CLIENT_NAME: 'Calm Co',
  SUPPORT_EMAIL: 'help@calm.test',
  HOME_URL: 'https://calm.test',
  TERMS_URL: 'https://calm.test/terms',
  PRIVACY_URL: 'https://calm.test/privacy',
  APP_STORE_URL: 'https://apps.apple.com/app/id123456789',
  PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=test.calm',
  APP_STORE_ID: '123456789',
};
