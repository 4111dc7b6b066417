import type { ContractCancellation, ContractWithdrawal } from '../../src/domain/contracts';
import type { Language } from '../../src/domain/language';
import { formatDateTime } from '../../src/domain/moments';
import { expectAppError } from '../support/expectations';
import { cancellation, type ContractsFixture } from './contract-requests-fixture';

/**
 * Part of the contract suite of the law's calls (user-api-contracts.contract.ts): the e-mails'
 * language, and what is not a request.
 */
export function describeContractMailsAndInput(fixture: ContractsFixture): void {
  describe("e-mails in the caller's language (docs/backend-contract.md)", () => {
    /** Intl writes a no-break space (or a narrow one) where a person reads a space. */
    const spaced = (text = '') => text.replace(/[\u00a0\u202f]/gu, ' ');

    it('asks a German owner to confirm in German: the moment received, the link, who may ignore it', async () => {
      const member = await fixture.existingEmailOf('member');
      fixture.subject.speak('de');
      const { receivedAt } = await fixture.api.cancelContract(cancellation(member));

      const mail = fixture.subject.mailTo(member).at(-1);
      expect(mail?.subject).toBe('Bitte bestätige deine Kündigung');
      const received = formatDateTime(new Date(receivedAt), 'de', 'UTC');
      const body = spaced(mail?.body);
      expect(body).toContain(spaced(`Kündigung ist am ${received} (UTC) bei uns eingegangen.`));
      expect(body).toContain('Art: ordentliche Kündigung');
      expect(body).toContain(
        'Falls du das nicht warst, ignoriere diese E-Mail: Es ändert sich nichts.',
      );
      expect(body).toMatch(/\/contracts\/confirm\?token=\S+/u);
    });

    it('keeps English in English, and writes each language the portal speaks', async () => {
      const withdraw = async (language: Language) => {
        fixture.subject.speak(language);
        await fixture.api.withdrawFromContract({
          email: 'nobody@example.com',
          contract: 'not-sure',
        });
        return fixture.subject.mailTo('nobody@example.com').at(-1)?.subject;
      };

      expect(await withdraw('en')).toBe('We received your withdrawal');
      expect(await withdraw('fr')).toBe('Nous avons bien reçu votre rétractation');
      expect(await withdraw('es')).toBe('Hemos recibido tu desistimiento');
      expect(await withdraw('de')).toBe('Dein Widerruf ist bei uns eingegangen');
      expect(await withdraw('en')).toBe('We received your withdrawal');
    });
  });

  describe('what is not a request', () => {
    it('refuses what is not a cancellation or a withdrawal', async () => {
      const broken = [
        { email: 'not an address', contract: 'not-sure', kind: 'ordinary' },
        { email: 'a@b.co', contract: 'gym', kind: 'ordinary' },
        { email: 'a@b.co', contract: 'not-sure', kind: 'now' },
        { email: 'a@b.co', contract: 'not-sure', kind: 'ordinary', endDate: 'tomorrow' },
      ];
      for (const request of broken) {
        await expectAppError(
          fixture.api.cancelContract({
            reason: null,
            endDate: null,
            ...request,
          } as ContractCancellation),
          'api/bad-request',
        );
      }
      await expectAppError(
        fixture.api.withdrawFromContract({ email: 'a@b.co' } as ContractWithdrawal),
        'api/bad-request',
      );
    });
  });
}
