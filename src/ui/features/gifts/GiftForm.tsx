import type { FormEvent, ReactNode } from 'react';
import { oneTimeSchedule } from '../../../domain/billing-schedule';
import type { IsoDate } from '../../../domain/dates';
import {
  GIFT_ORDER_BOUNDS,
  latestGiftSendDay,
  type GiftOrderField,
  type GiftProduct,
} from '../../../domain/gifts';
import type { FieldErrors } from '../../../domain/validation';
import { TextField } from '../../shared/components/TextField';
import { Field } from '../../kit/Field';
import { RadioGroup } from '../../kit/RadioGroup';
import type { GiftDraft } from './gift-return';
import { giftDay, giftPaymentWords } from './gift-words';
import { useGiftsTranslation } from './gifts-catalogue';

interface GiftFormProps {
  products: readonly GiftProduct[];
  draft: GiftDraft;
  onChange: (draft: GiftDraft) => void;
  /** The domain's verdict on each field, shown once the person tried to go on. */
  errors: FieldErrors<GiftOrderField>;
  today: IsoDate;
  /** The person goes on: answers what is wrong, whose first field then takes focus. */
  onSubmit: () => FieldErrors<GiftOrderField>;
  /** The button and what stands above it: Continue, or the way to sign in first. */
  children: ReactNode;
}

/** The fields whose errors the form shows, in the order they are focused. */
export const GIFT_FORM_FIELDS = ['recipientName', 'recipientEmail', 'message', 'sendOn'] as const;

/**
 * The gift as the buyer writes it: three or twelve months in their currency (tax included where
 * the law asks), the recipient's name and e-mail or "I'll give it myself", a message with a live
 * count, and the day it is sent (today up to a year ahead).
 */
export function GiftForm({
  products,
  draft,
  onChange,
  errors,
  today,
  onSubmit,
  children,
}: GiftFormProps) {
  const { t, i18n } = useGiftsTranslation();
  const latest = giftDay(latestGiftSendDay(today), i18n.language);
  const set = (field: keyof GiftDraft) => (event: { target: { value: string } }) =>
    onChange({ ...draft, [field]: event.target.value });
  const left = GIFT_ORDER_BOUNDS.message - draft.message.length;
  const errorText: Record<(typeof GIFT_FORM_FIELDS)[number], string | null> = {
    recipientName: errors.recipientName ? t('shop.errors.recipientName') : null,
    recipientEmail: errors.recipientEmail ? t('shop.errors.recipientEmail') : null,
    message: errors.message ? t('shop.errors.message') : null,
    sendOn: errors.sendOn ? t('shop.errors.sendOn', { latest }) : null,
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const wrong = onSubmit();
    const firstInvalid = GIFT_FORM_FIELDS.find((field) => wrong[field]);
    if (firstInvalid) (form.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
  };

  return (
    <form className="stack gift-form" noValidate onSubmit={submit}>
      <RadioGroup
        legend={t('shop.length')}
        name="productId"
        options={products.map((product) => product.id)}
        value={draft.productId}
        onChange={(productId) => onChange({ ...draft, productId })}
        labelOf={(id) => <ProductLabel product={products.find((p) => p.id === id)!} />}
      />
      <RadioGroup
        legend={t('shop.recipient')}
        name="recipient"
        options={['email', 'myself'] as const}
        value={draft.toRecipient ? 'email' : 'myself'}
        onChange={(choice) => onChange({ ...draft, toRecipient: choice === 'email' })}
        labelOf={(choice) => t(choice === 'email' ? 'shop.byEmail' : 'shop.myself')}
      />
      {draft.toRecipient ? (
        <>
          <TextField
            label={t('shop.recipientName')}
            name="recipientName"
            autoComplete="off"
            value={draft.recipientName}
            onChange={set('recipientName')}
            error={errorText.recipientName}
          />
          <TextField
            label={t('shop.recipientEmail')}
            name="recipientEmail"
            type="email"
            inputMode="email"
            spellCheck={false}
            autoComplete="off"
            value={draft.recipientEmail}
            onChange={set('recipientEmail')}
            error={errorText.recipientEmail}
          />
        </>
      ) : (
        <p className="gift-form__hint">{t('shop.myselfHint')}</p>
      )}
      <Field
        label={t('shop.message')}
        hint={t('shop.charactersLeft', { count: Math.max(left, 0) })}
        error={errorText.message}
      >
        {(control) => (
          <textarea
            {...control}
            name="message"
            className="field__input gift-form__message"
            rows={4}
            value={draft.message}
            onChange={set('message')}
          />
        )}
      </Field>
      {draft.toRecipient && (
        <TextField
          label={t('shop.sendOn')}
          name="sendOn"
          type="date"
          min={today}
          max={latestGiftSendDay(today)}
          hint={t('shop.sendOnHint', { latest })}
          value={draft.sendOn}
          onChange={set('sendOn')}
          error={errorText.sendOn}
        />
      )}
      {children}
    </form>
  );
}

function ProductLabel({ product }: { product: GiftProduct }) {
  const { t, i18n } = useGiftsTranslation();
  const words = giftPaymentWords(oneTimeSchedule(product, ''), t, i18n.language);
  return (
    <span className="gift-product">
      <span className="gift-product__months">{t('shop.months', { count: product.months })}</span>
      <span className="gift-product__price">
        {words.price}
        {product.tax && <span className="gift-product__tax"> {t('shop.inclVat')}</span>}
      </span>
    </span>
  );
}
