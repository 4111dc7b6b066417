import { cancelDemoContract, withdrawDemoContract } from '../../src/demo/demo-contracts';
import type { ContractCancellation } from '../../src/domain/contracts';
import { TODAY } from '../support/clocks';
import { demoWorld } from '../support/demo-world';

/** Intl writes a no-break space (or a narrow one) where a person reads a space. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/gu, ' ');

const RECEIVED_AT = `${TODAY}T10:15:00.000Z`;

const ordinary: ContractCancellation = {
  email: 'member@demo.test',
  contract: 'membership-yearly',
  kind: 'ordinary',
  reason: null,
  endDate: null,
};

function cancelled(request: ContractCancellation, language?: string) {
  const { world } = demoWorld();
  const mail = world.change((draft) =>
    cancelDemoContract(draft, request, TODAY, RECEIVED_AT, language),
  );
  return { subject: mail.subject, lines: spaced(mail.body).split('\n') };
}

function withdrawn(email: string, language?: string) {
  const { world } = demoWorld();
  const request = { email, contract: 'not-sure' } as const;
  const mail = world.change((draft) =>
    withdrawDemoContract(draft, request, TODAY, RECEIVED_AT, language),
  );
  return { subject: mail.subject, lines: spaced(mail.body).split('\n') };
}

describe("the contract e-mails, in the caller's language", () => {
  test('English: the moment received, the contract, and when access ends', () => {
    expect(cancelled(ordinary, 'en')).toEqual({
      subject: 'We received your cancellation',
      lines: [
        'We received your cancellation on November 21, 2026 at 10:15 AM (UTC).',
        '',
        'Contract: your membership (yearly)',
        'Kind: ordinary cancellation (at the end of the current term)',
        'Effective: the earliest possible date',
        '',
        'Your membership is cancelled. Nothing more will be charged, and your access ends on January 15, 2027.',
      ],
    });
  });

  test('German: "Kündigung", dates and the time written the German way', () => {
    expect(cancelled(ordinary, 'de')).toEqual({
      subject: 'Deine Kündigung ist bei uns eingegangen',
      lines: [
        'Deine Kündigung ist am 21. November 2026 um 10:15 (UTC) bei uns eingegangen.',
        '',
        'Vertrag: deine Mitgliedschaft (jährlich)',
        'Art: ordentliche Kündigung (zum Ende der aktuellen Laufzeit)',
        'Wirksam: zum nächstmöglichen Zeitpunkt',
        '',
        'Deine Mitgliedschaft ist gekündigt. Es wird nichts mehr berechnet, und dein Zugang endet am 15. Januar 2027.',
      ],
    });
  });

  test('French: an extraordinary cancellation with its day and reason', () => {
    const { subject, lines } = cancelled(
      { ...ordinary, kind: 'extraordinary', reason: 'Déménagement', endDate: '2026-11-27' },
      'fr',
    );

    expect(subject).toBe('Nous avons bien reçu votre résiliation');
    expect(lines).toEqual([
      'Nous avons reçu votre résiliation le 21 novembre 2026 à 10:15 (UTC).',
      '',
      'Contrat : votre abonnement (annuel)',
      'Type : résiliation extraordinaire (pour motif grave)',
      "Date d'effet : 27 novembre 2026",
      'Motif : Déménagement',
      '',
      'Votre abonnement est résilié. Plus rien ne vous sera prélevé, et votre accès prend fin le 27 novembre 2026.',
    ]);
  });

  test('Spanish: a withdrawal after the 14 days says when they ended', () => {
    // Sam subscribed on 2026-01-15: the 14 days ended on January 29.
    expect(withdrawn('member@demo.test', 'es')).toEqual({
      subject: 'Hemos recibido tu desistimiento',
      lines: [
        'Recibimos tu desistimiento el 21 de noviembre de 2026 a las 10:15 (UTC).',
        '',
        'Contrato: tu suscripción (plan no indicado)',
        '',
        'El plazo de desistimiento de 14 días de este contrato terminó el 29 de enero de 2026, así que sigue en vigor. Aún puedes cancelarlo al final de su periodo.',
      ],
    });
  });

  test("keeps the person's reason word for word, whatever it looks like", () => {
    const reason = 'Umzug {{date}} $t(contracts.noContract) <b>';

    const { lines } = cancelled({ ...ordinary, kind: 'extraordinary', reason }, 'de');

    expect(lines).toContain(`Grund: ${reason}`);
  });

  test('a language the portal does not speak, or none, gets English', () => {
    for (const language of ['it', undefined]) {
      const { subject, lines } = withdrawn('nobody@demo.test', language);

      expect(subject).toBe('We received your withdrawal');
      expect(lines.at(-1)).toMatch(/^We found no running contract for this address\./u);
    }
  });
});
