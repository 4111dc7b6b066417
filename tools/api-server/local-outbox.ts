import type { ConsentRecord } from '../../src/domain/consent';
import { AppError } from '../../src/domain/errors';
import { byEmail, canonicalEmail } from '../../src/demo/demo-lookups';
import type { DemoWorld } from '../../src/demo/demo-world';
import type { Answer } from './answers';

/**
 * GET /local/outbox?email=…, on the local server only (npm run test:local and the server's tests):
 * what the back end kept and sent for the account of that address, as a database and a mailbox
 * would show it, the way the Auth emulator shows the codes of its own e-mails. The real back end
 * has no such path; this server listens on a loopback address only.
 */
export const LOCAL_OUTBOX_PATH = '/local/outbox';

export interface LocalMail {
  subject: string;
  body: string;
  /** The one-time link of a contract request waiting for its owner; null for any other e-mail. */
  link: string | null;
}

export interface LocalOutbox {
  /** The consents made final, oldest first. */
  consents: ConsentRecord[];
  /** The e-mails sent to the address, oldest first. */
  mails: LocalMail[];
}

export function localOutbox(world: DemoWorld) {
  return (method: string | undefined, url: URL): Answer => {
    if (method !== 'GET') {
      return { status: 405, body: { code: 'api/bad-request' }, headers: { Allow: 'GET' } };
    }
    const email = url.searchParams.get('email');
    if (!email) throw new AppError('api/bad-request', 'Name the address: ?email=…');
    const { state } = world;
    const profile = byEmail(state.profiles, email);
    const outbox: LocalOutbox = {
      consents: state.consents
        .filter((consent) => consent.uid === profile?.uid)
        .map((consent) => structuredClone(consent.record) as ConsentRecord),
      mails: state.acknowledgments
        .filter((mail) => canonicalEmail(mail.email) === canonicalEmail(email))
        .map(({ subject, body, link }) => ({ subject, body, link: link ?? null })),
    };
    return { status: 200, body: outbox };
  };
}
