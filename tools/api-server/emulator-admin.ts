/**
 * What the product's back end does at the identity provider with its admin rights, done at the Auth
 * emulator: the account goes with the profile. (The sign-in e-mail is never the back end's to set:
 * the member changes it there.) The emulator takes `Bearer owner` as admin credentials. Best
 * effort: a failure is reported, not thrown.
 */
export class EmulatorAdmin {
  constructor(
    private readonly url: string,
    private readonly projectId: string,
    private readonly warn: (message: string) => void,
  ) {}

  deleteAccount(uid: string): Promise<void> {
    return this.post('accounts:delete', { localId: uid });
  }

  private async post(action: string, body: object): Promise<void> {
    const url = new URL(
      `identitytoolkit.googleapis.com/v1/projects/${this.projectId}/${action}`,
      this.url.endsWith('/') ? this.url : `${this.url}/`,
    );
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) {
        this.warn(
          `The Auth emulator refused ${action}: ${response.status} ${await response.text()}`,
        );
      }
    } catch (error) {
      this.warn(`The Auth emulator could not be reached for ${action}: ${String(error)}`);
    }
  }
}
