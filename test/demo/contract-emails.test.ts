import type { ContractCall } from '../../src/demo/demo-contracts';
import { receiveContractRequest } from '../../src/demo/demo-contracts';
import { confirmedMail } from '../../src/demo/demo-contract-mail';
import type { ReceivedContractRequest } from '../../src/demo/demo-contract-state';
import { member } from '../support/builders';
import { TODAY } from '../support/clocks';
import { demoWorld, worldWith } from '../support/demo-world';

/** Intl writes a no-break space (or a narrow one) where a person reads a space. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/gu, ' ');

const RECEIVED_AT = `${TODAY}T10:15:00.000Z`;
const sam = member({
  email: 'sam@example.com',
  subscribedAt: '2026-01-15',
  renewsAt: '2027-01-15',
});

const ordinary: ReceivedContractRequest = {
  type: 'cancel',
  email: sam.email,
  contract: 'membership-yearly',
  kind: 'ordinary',
  reason: null,
  endDate: null,
};

/** The e-mail a request causes, received from a visitor unless the caller is named. */
function mailed(request: ReceivedContractRequest, language?: string, callerUid?: string) {
  const { world } = demoWorld({ storage: worldWith(sam) });
  const call: ContractCall = {
    receivedAt: RECEIVED_AT,
    today: TODAY,
    language,
    callerUid: callerUid ?? null,
    newToken: () => 'the-token',
  };
  world.change((draft) => receiveContractRequest(draft, request, call));
  const mail = world.state.acknowledgments.at(-1);
  return {
    to: mail?.email,
    subject: mail?.subject,
    lines: spaced(mail?.body ?? '').split('\n'),
    link: mail?.link,
  };
}

describe("the contract e-mails, in the caller's language", () => {
  test("English, a stranger's request: what was received, the one-time link, and that nothing changes", () => {
    expect(mailed(ordinary, 'en')).toEqual({
      to: 'sam@example.com',
      subject: 'Please confirm your cancellation',
      lines: [
        'We received your cancellation on November 21, 2026 at 10:15 AM (UTC).',
        '',
        'Contract: your membership (yearly)',
        'Kind: ordinary cancellation (at the end of the current term)',
        'Effective: the earliest possible date',
        '',
        'This request was sent without signing in to your account, so nothing has changed yet. To confirm it, open this link within 7 days (it works once):',
        '/contracts/confirm?token=the-token',
        'Once you confirm it, it counts from the moment we received it: nothing more will be charged, and your access ends on January 15, 2027.',
        '',
        'If this was not you, ignore this e-mail: nothing changes.',
      ],
      link: '/contracts/confirm?token=the-token',
    });
  });

  test("German, the signed-in owner's request: applied at once, no link", () => {
    expect(mailed(ordinary, 'de', sam.uid)).toEqual({
      to: 'sam@example.com',
      subject: 'Deine Kündigung ist bei uns eingegangen',
      lines: [
        'Deine Kündigung ist am 21. November 2026 um 10:15 (UTC) bei uns eingegangen.',
        '',
        'Vertrag: dein Abo (jährlich)',
        'Art: ordentliche Kündigung (zum Ende der aktuellen Laufzeit)',
        'Wirksam: zum nächstmöglichen Zeitpunkt',
        '',
        'Dein Abo ist gekündigt. Es wird nichts mehr berechnet, und dein Zugang endet am 15. Januar 2027.',
      ],
      link: undefined,
    });
  });

  test('French: a cancellation "pour motif légitime" with its day and reason', () => {
    const { subject, lines } = mailed(
      { ...ordinary, kind: 'extraordinary', reason: 'Déménagement', endDate: '2026-11-27' },
      'fr',
    );

    expect(subject).toBe('Veuillez confirmer votre résiliation');
    expect(lines.slice(0, 6)).toEqual([
      'Nous avons reçu votre résiliation le 21 novembre 2026 à 10:15 (UTC).',
      '',
      'Contrat : votre abonnement (annuel)',
      'Type : résiliation anticipée pour motif légitime',
      "Date d'effet : 27 novembre 2026",
      'Motif : Déménagement',
    ]);
    expect(lines.at(-1)).toBe("Si ce n'était pas vous, ignorez cet e-mail : rien ne change.");
  });

  test('Spanish: a withdrawal after the 14 days says when they ended, and links nothing', () => {
    const { subject, lines, link } = mailed(
      { type: 'withdraw', email: sam.email, contract: 'not-sure' },
      'es',
    );

    expect(subject).toBe('Hemos recibido tu desistimiento');
    expect(link).toBeUndefined();
    expect(lines).toEqual([
      'Recibimos tu desistimiento el 21 de noviembre de 2026 a las 10:15 (UTC).',
      '',
      'Contrato: tu suscripción (plan no indicado)',
      '',
      'El plazo de desistimiento de 14 días de este contrato terminó el 29 de enero de 2026, así que sigue en vigor. Aún puedes darte de baja al final del periodo.',
    ]);
  });

  test('Spanish names the kinds of "baja" as Spain\'s law does', () => {
    const { subject, lines } = mailed({ ...ordinary, kind: 'extraordinary' }, 'es');

    expect(subject).toBe('Confirma tu solicitud de baja');
    expect(lines).toContain('Tipo: baja anticipada por causa justificada');
  });

  test("keeps the person's reason word for word, whatever it looks like", () => {
    const reason = 'Umzug {{date}} $t(contracts.noContract) <b>';

    const { lines } = mailed({ ...ordinary, kind: 'extraordinary', reason }, 'de');

    expect(lines).toContain(`Grund: ${reason}`);
  });

  test('an address without an account gets, at that address, English for a language not spoken', () => {
    for (const language of ['it', undefined]) {
      const { to, subject, lines } = mailed(
        { type: 'withdraw', email: 'nobody@example.com', contract: 'not-sure' },
        language,
      );

      expect(to).toBe('nobody@example.com');
      expect(subject).toBe('We received your withdrawal');
      expect(lines.at(-1)).toMatch(/^We found no running contract for this address\./u);
    }
  });

  test('the e-mail after the link: what it confirmed, as of when, and when access ends', () => {
    const mail = confirmedMail('en', ordinary, RECEIVED_AT, {
      applied: true,
      accessEndsOn: '2027-01-15',
    });

    expect(mail.subject).toBe('Your cancellation is confirmed');
    expect(spaced(mail.body).split('\n')).toEqual([
      'You confirmed the cancellation we received on November 21, 2026 at 10:15 AM (UTC). It counts from that moment.',
      '',
      'Contract: your membership (yearly)',
      'Kind: ordinary cancellation (at the end of the current term)',
      'Effective: the earliest possible date',
      '',
      'Your membership is cancelled. Nothing more will be charged, and your access ends on January 15, 2027.',
    ]);
  });
});
