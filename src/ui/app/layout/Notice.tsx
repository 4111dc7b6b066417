import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useFocusWhenLost } from '../../shared/focus/use-focus-when-lost';
import { noticeDismissed, type Notice as NoticeMessage } from '../../features/account';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { Alert } from '../../kit/Alert';
import './notice.css';

/**
 * The message a flow left for this page ("Your payment method was updated."), above the page's
 * content. It goes once the person has seen it and moved to another page, or dismissed it.
 */
export function Notice() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const notice = useAppSelector((state) => state.notice.notice);
  const { pathname } = useLocation();
  const shown = useRef<number | null>(null);
  const visible = notice !== null && notice.path === pathname;

  useEffect(() => {
    if (!notice) return;
    if (visible) shown.current = notice.id;
    else if (shown.current === notice.id) dispatch(noticeDismissed(notice.id));
  }, [notice, visible, dispatch]);

  if (!notice || !visible) return null;
  return (
    <Alert tone={notice.tone} className="notice">
      <NoticeText key={notice.id} notice={notice} />
      <button
        type="button"
        className="link-button notice__dismiss"
        onClick={() => dispatch(noticeDismissed(notice.id))}
      >
        {t('notice.dismiss')}
      </button>
    </Alert>
  );
}

/** A notice that replaces the control that ran the action takes the focus that control left. */
function NoticeText({ notice }: { notice: NoticeMessage }) {
  const { t } = useTranslation();
  const target = useFocusWhenLost<HTMLParagraphElement>();
  const { message, detail } = notice;
  return (
    <p className="notice__text" ref={target} tabIndex={-1}>
      {t(message.key, message.values)}
      {detail && <> {t(detail.key, detail.values)}</>}
    </p>
  );
}
