import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../app/services';
import { dialogClosed, dialogOpened } from '../store/dialogs-slice';
import { useAppDispatch, useAppSelector } from '../store/store';
import { Dialog } from './Dialog';
import { usePrerendering } from './use-prerendering';

/** Only builds with an in-memory adapter have demo tools; the dialog's code loads when opened. */
export function DemoToolsButton() {
  const { t } = useTranslation();
  const { DemoTools } = useServices();
  const open = useAppSelector((state) => state.dialogs.open === 'demoTools');
  const dispatch = useAppDispatch();
  const prerendering = usePrerendering();
  if (!DemoTools) return null;
  return (
    <>
      <button
        type="button"
        className="button button--quiet button--small"
        // Prerendered, it could not open anything: inert until the app renders over it.
        inert={prerendering}
        onClick={() => dispatch(dialogOpened('demoTools'))}
      >
        {t('demoTools.open')}
      </button>
      {open && (
        <Dialog title={t('demoTools.title')} onClose={() => dispatch(dialogClosed())}>
          <Suspense fallback={<p>{t('common.loading')}</p>}>
            <DemoTools />
          </Suspense>
        </Dialog>
      )}
    </>
  );
}
