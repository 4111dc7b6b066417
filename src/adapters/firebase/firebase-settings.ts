/** What the Firebase web app needs to reach its project (the FIREBASE_* settings of .env.example). */
export interface FirebaseSettings {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  /** The Auth emulator, e.g. http://127.0.0.1:9099; unset or null for the real service. */
  emulatorUrl?: string | null;
  /** Local runs only: a stand-in for Google's gapi loader, which the popup's helper frame needs. */
  gapiScriptUrl?: string | null;
}
