import { canonicalEmail } from '../../src/demo/demo-lookups';
import type { DemoWorld } from '../../src/demo/demo-world';
import { AppError } from '../../src/domain/errors';
import type { Answer } from './answers';

/**
 * GET /local/outbox?to=<address>, for the local journeys only (npm run test:local): the e-mails
 * this server's back end sent to an address, oldest first, as the Auth emulator shows the codes of
 * its own e-mails. The real API has no such call; this server listens on a loopback address only.
 */
export const LOCAL_OUTBOX_PATH = '/local/outbox';

export interface LocalMail {
  subject: string;
  body: string;
  /** The one-time link of a contract request waiting for its owner; null for any other e-mail. */
  link: string | null;
}

export function localOutbox(world: DemoWorld) {
  return (method: string | undefined, url: URL): Answer => {
    if (method !== 'GET') {
      return { status: 405, body: { code: 'api/bad-request' }, headers: { Allow: 'GET' } };
    }
    const to = url.searchParams.get('to');
    if (!to) throw new AppError('api/bad-request', 'Name the address: ?to=…');
    const mails: LocalMail[] = world.state.acknowledgments
      .filter((mail) => canonicalEmail(mail.email) === canonicalEmail(to))
      .map(({ subject, body, link }) => ({ subject, body, link: link ?? null }));
    return { status: 200, body: mails };
  };
}
