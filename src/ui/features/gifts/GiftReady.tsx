import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Gift } from '../../../domain/gifts';
import { PageHeading } from '../../shared/components/PageHeading';
import { useDocumentTitle } from '../../shared/components/use-document-title';
import { Button } from '../../kit/Button';
import { forgetGiftDraft } from './gift-return';
import { giftDay } from './gift-words';
import { GiftCard } from './GiftCard';
import { useGiftsTranslation } from './gifts-catalogue';

type CopyStatus = 'idle' | 'copied' | 'failed';

/**
 * A paid gift, on the provider's word: its code with a copy button, when and to whom it goes (or
 * that it is the buyer's to give), the receipt on its way, and the gift card to print.
 */
export function GiftReady({ gift }: { gift: Gift }) {
  const { t, i18n } = useGiftsTranslation();
  useDocumentTitle(t('paid.title'));
  const [copy, setCopy] = useState<CopyStatus>('idle');
  const code = gift.code ?? '';

  useEffect(() => forgetGiftDraft(), []);

  const copyCode = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  const recipient = { name: gift.recipientName ?? '', email: gift.recipientEmail ?? '' };
  const travels =
    gift.recipientEmail === null
      ? t('paid.yours')
      : gift.status === 'paid'
        ? t('paid.sendsOn', { ...recipient, date: giftDay(gift.sendOn, i18n.language) })
        : t('paid.sent', recipient);

  return (
    <div className="page page--narrow gift-page gift-ready">
      <header className="page__header gift-ready__screen">
        <PageHeading>{t('paid.title')}</PageHeading>
        <p className="page__lead">{travels}</p>
      </header>
      <section className="card stack gift-ready__screen" aria-label={t('paid.code')}>
        <p className="gift-ready__label">{t('paid.code')}</p>
        <p className="gift-code" translate="no">
          {code}
        </p>
        <div className="button-row">
          <Button variant="secondary" onClick={() => void copyCode()}>
            {t('paid.copy')}
          </Button>
          <Button variant="secondary" onClick={() => window.print()}>
            {t('paid.print')}
          </Button>
        </div>
        <p role="status" className="gift-ready__copied">
          {copy === 'copied' ? t('paid.copied') : copy === 'failed' ? t('paid.copyFailed') : ''}
        </p>
        <p>{t('paid.receipt')}</p>
      </section>
      <GiftCard gift={gift} />
      <p className="gift-ready__screen">
        <Link to="/gift">{t('paid.another')}</Link>
      </p>
    </div>
  );
}
