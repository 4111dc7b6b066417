import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../shared/services';
import { dialogClosed, dialogOpened } from '../../shared/store/dialogs-slice';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { usePrerendering } from '../../shared/components/use-prerendering';

/**
 * The dialog's code comes with the first opening: no other dialog is on the first route, so the
 * dialog and its focus handling stay out of it (room for the language switch of issue 32).
 */
const Dialog = lazy(() =>
  import(/* webpackChunkName: "dialog" */ '../../kit/Dialog').then(({ Dialog }) => ({
    default: Dialog,
  })),
);

/**
 * Only builds with an in-memory adapter have demo tools; the dialog's code loads when opened. Its
 * words are the demo's (namespace `demo`), which only such a build loads (create-i18n.ts).
 */
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
        {t('door.open', { ns: 'demo' })}
      </button>
      {open && (
        <Suspense fallback={null}>
          <Dialog title={t('door.title', { ns: 'demo' })} onClose={() => dispatch(dialogClosed())}>
            <Suspense fallback={<p>{t('common.loading')}</p>}>
              <DemoTools />
            </Suspense>
          </Dialog>
        </Suspense>
      )}
    </>
  );
}
