import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrackingChoice } from '../../../domain/tracking-consent';
import { useServices } from '../../shared/services';
import { Button } from '../../kit/Button';
import { consentSettingsClosed } from './consent-slice';
import { chooseTracking } from './consent-thunks';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import './consent.css';

/**
 * The tracking choice: a region fixed at the bottom of the window, labelled, not modal (the page
 * stays usable and focus is not trapped). Accept and Reject are the same kind of button, side by
 * side, neither chosen beforehand. Opened by the person from the footer, it takes the focus; after
 * a choice the focus goes back to the footer's link.
 */
export default function ConsentBanner({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { settings } = useServices();
  const dispatch = useAppDispatch();
  const { regime, choice, openedByPerson } = useAppSelector((state) => state.consent);
  const heading = useRef<HTMLHeadingElement>(null);
  const ids = useId();

  useEffect(() => {
    if (openedByPerson) heading.current?.focus();
  }, [openedByPerson]);

  const done = (within: boolean) => {
    if (within) onDone();
  };
  const choose = (next: TrackingChoice) => {
    const within = Boolean(heading.current?.closest('section')?.contains(document.activeElement));
    void dispatch(chooseTracking(next));
    done(within);
  };
  const close = () => {
    dispatch(consentSettingsClosed());
    done(true);
  };

  const optOut = regime === 'opt-out';
  return (
    <section
      className="consent-banner"
      aria-labelledby={`${ids}-title`}
      aria-describedby={`${ids}-body`}
    >
      <div className="consent-banner__inner">
        <h2 id={`${ids}-title`} ref={heading} tabIndex={-1} className="consent-banner__title">
          {optOut ? t('consent.privacyChoices') : t('consent.title')}
        </h2>
        <p id={`${ids}-body`} className="consent-banner__body">
          {t(optOut ? 'consent.bodyOptOut' : 'consent.body', { client: settings.clientName })}{' '}
          {choice && t(choice === 'granted' ? 'consent.nowGranted' : 'consent.nowDenied')}{' '}
          <a href={settings.privacyUrl}>{t('footer.privacy')}</a>
        </p>
        <div className="consent-banner__actions">
          <Button variant="secondary" onClick={() => choose('granted')}>
            {t('consent.accept')}
          </Button>
          <Button variant="secondary" onClick={() => choose('denied')}>
            {t('consent.reject')}
          </Button>
          {choice !== null && (
            <Button variant="quiet" onClick={close}>
              {t('consent.close')}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
