import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingStore } from '../../../domain/store-billing';
import type { AppSettings } from '../../../application/ports/settings';
import { useServices } from '../services';

interface Store {
  id: BillingStore;
  url: (settings: AppSettings) => string;
  /** Catalogue keys of the badge's small and large lines. */
  small: string;
  large: string;
  icon: ReactNode;
}

const STORES: Store[] = [
  {
    id: 'appStore',
    url: (settings) => settings.appStoreUrl,
    small: 'storeButtons.appStoreSmall',
    large: 'storeButtons.appStore',
    icon: (
      <path
        fill="currentColor"
        d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.2-1.7-3-1.9-3.6-1.9-1.5-.2-3 .9-3.8.9-.8 0-2-.9-3.3-.8-1.7 0-3.2 1-4.1 2.5-1.8 3-.5 7.5 1.3 10 .8 1.2 1.8 2.6 3.1 2.5 1.3-.1 1.7-.8 3.3-.8 1.5 0 1.9.8 3.3.8 1.4 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.6-1-2.6-4.3ZM14 5.4c.7-.8 1.1-2 1-3.1-1 0-2.2.7-2.9 1.5-.6.7-1.2 1.9-1 3 1.1.1 2.2-.6 2.9-1.4Z"
      />
    ),
  },
  {
    id: 'playStore',
    url: (settings) => settings.playStoreUrl,
    small: 'storeButtons.playStoreSmall',
    large: 'storeButtons.playStore',
    icon: (
      <>
        <path
          fill="#34a853"
          d="M3.6 2.2 13.4 12l-9.8 9.8c-.4-.2-.6-.7-.6-1.2V3.4c0-.5.2-1 .6-1.2Z"
        />
        <path fill="#fbbc04" d="m16.8 8.6-3.4 3.4 3.4 3.4 3.9-2.2c1.1-.6 1.1-1.8 0-2.4l-3.9-2.2Z" />
        <path fill="#ea4335" d="M13.4 12 3.6 21.8c.4.2.9.2 1.4-.1l11.8-6.3-3.4-3.4Z" />
        <path fill="#4285f4" d="M13.4 12 3.6 2.2c.4-.3 1-.3 1.4-.1l11.8 6.5-3.4 3.4Z" />
      </>
    ),
  },
];

/**
 * App Store and Google Play badges, drawn in CSS and SVG so they need no image requests; `only` one
 * of them where the device is known to be a phone of that store.
 */
export function StoreButtons({ only = null }: { only?: BillingStore | null }) {
  const { t } = useTranslation();
  const { settings } = useServices();
  return (
    <ul className="store-buttons" aria-label={t('storeButtons.label')}>
      {STORES.filter((store) => only === null || store.id === only).map((store) => (
        <li key={store.id}>
          <a className="store-button" href={store.url(settings)}>
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
              className="store-button__icon"
            >
              {store.icon}
            </svg>
            <span className="store-button__text">
              <span className="store-button__small">{t(store.small)}</span>
              <span className="store-button__large">{t(store.large)}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
