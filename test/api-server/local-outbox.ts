import type { ConsentRecord } from '../../src/domain/consent';
import { byEmail, canonicalEmail } from '../../src/demo/demo-lookups';
import type { DemoWorld } from '../../src/demo/demo-world';
import type { Answer } from './answers';

/**
 * GET ?email=…, on the local server only (the tests of test/local): what the back end kept and
 * sent for the account of that address, as a mailbox and a database would show it. The real back
 * end has no such path.
 */
export const LOCAL_OUTBOX_PATH = '/local/outbox';

export interface LocalOutbox {
  /** The consents made final, oldest first. */
  consents: ConsentRecord[];
  /** The acknowledgments sent to the address, oldest first. */
  mails: { subject: string; body: string }[];
}

export function localOutbox(world: DemoWorld, url: URL): Answer {
  const email = url.searchParams.get('email') ?? '';
  const { state } = world;
  const profile = byEmail(state.profiles, email);
  const outbox: LocalOutbox = {
    consents: state.consents
      .filter((consent) => consent.uid === profile?.uid)
      .map((consent) => structuredClone(consent.record) as ConsentRecord),
    mails: state.acknowledgments
      .filter((mail) => canonicalEmail(mail.email) === canonicalEmail(email))
      .map(({ subject, body }) => ({ subject, body })),
  };
  return { status: 200, body: outbox };
}
