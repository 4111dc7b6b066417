import { useId } from 'react';
import { Button } from '../../ui/kit/Button';
import { formatLongDate } from '../../domain/dates';
import { giftsDatedLater, sendGiftNow } from '../demo-gifts';
import type { DemoWorld } from '../demo-world';
import { useDemoTranslation } from './demo-catalogue';

/**
 * The demo tools' "send now" (DESIGN.md, "Gifts"): each paid gift whose recipient's e-mail is dated
 * later can go out today, as if its day had come; the e-mail then shows in the outbox.
 */
export function DemoGiftsToSend({ world }: { world: DemoWorld }) {
  const { t, i18n } = useDemoTranslation();
  const ids = useId();
  const waiting = giftsDatedLater(world);
  if (waiting.length === 0) return null;
  return (
    <ul className="demo-tools__list">
      {waiting.map((gift) => (
        <li key={gift.id}>
          <span id={`${ids}-${gift.id}`}>
            {t('tools.gifts.datedLater', {
              email: gift.recipientEmail ?? '',
              date: formatLongDate(gift.sendOn, i18n.language) ?? gift.sendOn,
            })}
          </span>{' '}
          <Button
            variant="secondary"
            aria-describedby={`${ids}-${gift.id}`}
            onClick={() => sendGiftNow(world, gift.id)}
          >
            {t('tools.gifts.sendNow')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
