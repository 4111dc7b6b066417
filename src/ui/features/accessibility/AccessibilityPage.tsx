import { useId, type ReactNode } from 'react';
import { formatLongDate } from '../../../domain/dates';
import { PageHeading } from '../../shared/components/PageHeading';
import { useDocumentTitle } from '../../shared/components/use-document-title';
import { useServices } from '../../shared/services';
import { useAccessibilityTranslation } from './accessibility-catalogue';
import { STATEMENT_DATES } from './statement-dates';
import './accessibility.css';

/** How the project checks the portal, each a paragraph of the statement. */
const CHECKS = ['axe', 'keyboard', 'screenReader'] as const;

/** What a screen reader announces at the checkout, in order (docs/accessibility.md). */
const WALK = [
  'arrival',
  'order',
  'walletButtons',
  'cardFields',
  'terms',
  'payButton',
  'outcome',
] as const;

/** What is not ours to make accessible, or not yet accessible. */
const LIMITS = ['cardFrames', 'walletSheets', 'bankPages', 'checkoutOrder', 'linkedPages'] as const;

/** A section of the statement: its heading names it for a screen reader's list of regions. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="statement__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * /accessibility: the accessibility statement the European Accessibility Act asks for (in
 * Germany the BFSG; DESIGN.md, "Europe"): the standard and how far the portal meets it, how the
 * project checks it, what is known not to, whom to tell about a barrier, and who enforces it.
 */
export function AccessibilityPage() {
  const { t, i18n } = useAccessibilityTranslation();
  const { settings } = useServices();
  useDocumentTitle(t('title'));
  const day = (value: string) => formatLongDate(value, i18n.language) ?? value;
  return (
    <article className="page statement">
      <header className="page__header">
        <PageHeading>{t('title')}</PageHeading>
        <p className="page__lead">{t('lead')}</p>
        <p className="statement__dates">
          {t('dates', {
            madeOn: day(STATEMENT_DATES.madeOn),
            reviewedOn: day(STATEMENT_DATES.reviewedOn),
          })}
        </p>
      </header>
      <Section title={t('status.title')}>
        <p>{t('status.body')}</p>
      </Section>
      <Section title={t('checks.title')}>
        {CHECKS.map((check) => (
          <p key={check}>{t(`checks.${check}`)}</p>
        ))}
        <ol className="statement__list">
          {WALK.map((step) => (
            <li key={step}>{t(`checks.walk.${step}`)}</li>
          ))}
        </ol>
      </Section>
      <Section title={t('limits.title')}>
        <ul className="statement__list">
          {LIMITS.map((limit) => (
            <li key={limit}>{t(`limits.${limit}`)}</li>
          ))}
        </ul>
      </Section>
      <Section title={t('contact.title')}>
        <p>{t('contact.body')}</p>
        <p>
          <a href={`mailto:${settings.supportEmail}`}>
            {t('contact.link', { supportEmail: settings.supportEmail })}
          </a>
        </p>
        <p>{t('contact.answer')}</p>
      </Section>
      <Section title={t('enforcement.title')}>
        <p>{t('enforcement.body')}</p>
        <p>{t('enforcement.detail')}</p>
      </Section>
    </article>
  );
}
