import { screen } from '@testing-library/react';
import type { Language } from '../../../src/domain/language';
import { ContractLinks } from '../../../src/ui/app/layout/EuropeFooter';
import { CancelContractPage, WithdrawPage } from '../../../src/ui/features/contracts/ContractPages';
import { renderPage, signedOut } from '../../support/render-page';

/**
 * The law's own words on the contract pages and the footer (docs/i18n.md, "The law's labels"):
 * §312k BGB, Directive (EU) 2023/2673, décret 2023-417, and the Spanish "baja".
 */
const LABELS: Record<
  Language,
  {
    cancelLink: string;
    withdrawLink: string;
    cancelNow: string;
    confirmWithdrawal: string;
    kinds: [string, string];
  }
> = {
  en: {
    cancelLink: 'Cancel contracts here',
    withdrawLink: 'Withdraw from contract here',
    cancelNow: 'Cancel now',
    confirmWithdrawal: 'Confirm withdrawal',
    kinds: [
      'Ordinary cancellation, at the end of the current term',
      'Extraordinary cancellation, for good cause',
    ],
  },
  de: {
    cancelLink: 'Verträge hier kündigen',
    withdrawLink: 'Vertrag hier widerrufen',
    cancelNow: 'Jetzt kündigen',
    confirmWithdrawal: 'Widerruf bestätigen',
    kinds: [
      'Ordentliche Kündigung zum Ende der aktuellen Laufzeit',
      'Außerordentliche Kündigung aus wichtigem Grund',
    ],
  },
  fr: {
    cancelLink: 'Résilier votre contrat ici',
    withdrawLink: 'Se rétracter du contrat ici',
    cancelNow: 'Résilier maintenant',
    confirmWithdrawal: 'Confirmer la rétractation',
    kinds: [
      'Résiliation à la fin de la période en cours',
      'Résiliation anticipée pour motif légitime',
    ],
  },
  es: {
    cancelLink: 'Cancelar contratos aquí',
    withdrawLink: 'Desistir del contrato aquí',
    cancelNow: 'Cancelar ahora',
    confirmWithdrawal: 'Confirmar el desistimiento',
    kinds: ['Baja al final del periodo', 'Baja anticipada por causa justificada'],
  },
};

describe.each(Object.entries(LABELS) as [Language, (typeof LABELS)[Language]][])(
  "the law's labels in %s",
  (language, labels) => {
    test('the footer links', () => {
      renderPage(<ContractLinks />, { at: '/', language });

      expect(screen.getByRole('link', { name: labels.cancelLink })).toHaveAttribute(
        'href',
        '/cancel-contract',
      );
      expect(screen.getByRole('link', { name: labels.withdrawLink })).toHaveAttribute(
        'href',
        '/withdraw',
      );
    });

    test('the cancel page: its button and its kinds of cancellation', () => {
      renderPage(<CancelContractPage />, { at: '/cancel-contract', state: signedOut, language });

      expect(screen.getByRole('button', { name: labels.cancelNow })).toBeVisible();
      for (const kind of labels.kinds)
        expect(screen.getByRole('radio', { name: kind })).toBeVisible();
    });

    test('the withdraw page: its button', () => {
      renderPage(<WithdrawPage />, { at: '/withdraw', state: signedOut, language });

      expect(screen.getByRole('button', { name: labels.confirmWithdrawal })).toBeVisible();
    });
  },
);
