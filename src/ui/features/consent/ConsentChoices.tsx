import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { consentSettingsOpened } from './consent-slice';
import { loadTrackingConsent } from './consent-thunks';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { WithLaterWords } from '../../shared/components/LaterWords';
import { Optional } from '../../shared/components/Optional';
import { useOpeningEffect } from '../../shared/use-opening-effect';

/** The banner is a chunk of its own, fetched only for a visitor who sees it; its English words are
 * the later ones (src/ui/shared/i18n/later-words.ts). */
const ConsentBanner = lazy(
  () => import(/* webpackChunkName: "consent-banner" */ './ConsentBanner'),
);

/**
 * The footer's way to the tracking choice ("Cookie settings" for visitors from the UK and the EU,
 * and for visitors whose country is unknown; "Your privacy choices" for the others), and the
 * consent banner, which the visitors of "Cookie settings" see until they choose. The link's place is kept from the first paint (prerendered, hidden), so
 * nothing moves when the visitor's country arrives; the banner is fixed at the bottom of the
 * window, so it pushes no content either.
 */
export function ConsentChoices() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { regime, open } = useAppSelector((state) => state.consent);
  const link = useRef<HTMLButtonElement>(null);

  useOpeningEffect(() => {
    void dispatch(loadTrackingConsent());
  }, [dispatch]);

  return (
    <>
      <button
        ref={link}
        type="button"
        // Until the visitor's country is known its place is kept, unseen (no layout shift).
        className={`site-footer__consent${regime === null ? ' site-footer__consent--pending' : ''}`}
        onClick={() => dispatch(consentSettingsOpened())}
      >
        {regime === 'opt-out' ? t('consent.privacyChoices') : t('consent.cookieSettings')}
      </button>
      {/* Should the banner fail to come, tracking stays as it was (denied until chosen). */}
      {open && (
        <Optional>
          <Suspense fallback={null}>
            <WithLaterWords fallback={null}>
              <ConsentBanner onDone={() => link.current?.focus()} />
            </WithLaterWords>
          </Suspense>
        </Optional>
      )}
    </>
  );
}
