import { screen, within } from '@testing-library/react';
import type { Language } from '../../../src/domain/language';
import { AccessibilityPage } from '../../../src/ui/features/accessibility/AccessibilityPage';
import { Footer } from '../../../src/ui/app/layout/Footer';
import { renderPage, signedOut } from '../../support/render-page';
import { TEST_SETTINGS } from '../../support/test-settings';

/**
 * The accessibility statement (DESIGN.md, "Europe"; issue 46.6) in each language: its heading, the
 * standard, the contact for a barrier, the enforcement body that language's reader turns to, and
 * the footer's link to it.
 */
const STATEMENT: Record<
  Language,
  {
    heading: string;
    footerLink: string;
    sections: string[];
    status: RegExp;
    enforcementBody: RegExp;
    dates: string;
  }
> = {
  en: {
    heading: 'Accessibility statement',
    footerLink: 'Accessibility',
    sections: [
      'How far the portal conforms',
      'How we check',
      'Known limits',
      'Tell us about a barrier',
      'Enforcement procedure',
    ],
    status: /EN 301 549 V3\.2\.1.*WCAG\) 2\.1 at level AA.*partially conformant/u,
    enforcementBody:
      /Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen \(MLBF\) in Magdeburg/u,
    dates: 'Statement made on November 28, 2026. Last reviewed on November 28, 2026.',
  },
  de: {
    heading: 'Erklärung zur Barrierefreiheit',
    footerLink: 'Barrierefreiheit',
    sections: [
      'Stand der Vereinbarkeit mit den Anforderungen',
      'Wie wir prüfen',
      'Bekannte Einschränkungen',
      'Barrieren melden',
      'Durchsetzungsverfahren',
    ],
    status: /EN 301 549 V3\.2\.1.*WCAG\) 2\.1, Stufe AA.*teilweise vereinbar/u,
    enforcementBody:
      /Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen \(MLBF\) in Magdeburg/u,
    dates: 'Erklärung erstellt am 28. November 2026. Zuletzt überprüft am 28. November 2026.',
  },
  fr: {
    heading: "Déclaration d'accessibilité",
    footerLink: 'Accessibilité',
    sections: [
      'État de conformité',
      'Comment nous vérifions',
      'Limites connues',
      'Signaler un obstacle',
      'Voies de recours',
    ],
    status: /EN 301 549 V3\.2\.1.*WCAG\) 2\.1, niveau AA.*partiellement conforme/u,
    enforcementBody:
      /Direction générale de la concurrence, de la consommation et de la répression des fraudes \(DGCCRF\)/u,
    dates: 'Déclaration établie le 28 novembre 2026. Dernière révision le 28 novembre 2026.',
  },
  es: {
    heading: 'Declaración de accesibilidad',
    footerLink: 'Accesibilidad',
    sections: [
      'Situación de cumplimiento',
      'Cómo lo comprobamos',
      'Limitaciones conocidas',
      'Comunícanos una barrera',
      'Procedimiento de aplicación',
    ],
    status: /EN 301 549 V3\.2\.1.*WCAG\) 2\.1, nivel AA.*parcialmente conforme/u,
    enforcementBody: /autoridad de consumo competente/u,
    dates:
      'Declaración elaborada el 28 de noviembre de 2026. Última revisión: 28 de noviembre de 2026.',
  },
};

describe.each(Object.entries(STATEMENT) as [Language, (typeof STATEMENT)[Language]][])(
  'the accessibility statement in %s',
  (language, words) => {
    test('its heading, sections, status, dates, contact and enforcement body', () => {
      renderPage(<AccessibilityPage />, { at: '/accessibility', state: signedOut, language });

      expect(screen.getByRole('heading', { level: 1, name: words.heading })).toBeVisible();
      expect(document.title).toBe(`${words.heading} · Mindful`);
      expect(
        screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
      ).toEqual(words.sections);
      expect(screen.getByText(words.dates)).toBeVisible();

      const [status, , , contact, enforcement] = words.sections.map((name) =>
        within(screen.getByRole('region', { name })),
      );
      expect(status!.getByText(words.status)).toBeVisible();
      expect(contact!.getByRole('link', { name: /support@mindful\.test/u })).toHaveAttribute(
        'href',
        `mailto:${TEST_SETTINGS.supportEmail}`,
      );
      expect(enforcement!.getByText(words.enforcementBody)).toBeVisible();
    });

    test('the footer links to it', () => {
      renderPage(<Footer />, { at: '/membership', state: signedOut, language });

      expect(
        within(screen.getByRole('contentinfo')).getByRole('link', { name: words.footerLink }),
      ).toHaveAttribute('href', '/accessibility');
    });
  },
);
