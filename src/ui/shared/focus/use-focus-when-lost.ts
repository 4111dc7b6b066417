import { useLayoutEffect, useRef } from 'react';
import { useHadFocus } from './focus-history';

const focusIsLost = () =>
  document.activeElement === null || document.activeElement === document.body;

/**
 * The rule for an action whose success replaces the control that ran it (a new page, the next
 * step): the control is gone and focus has fallen to the page body, so the outcome's heading
 * takes it. Where focus is still somewhere (an error kept it on the control, the person moved
 * on), it is left alone.
 *
 * The heading takes it in the next frame, before that frame is drawn: focusing at once would make
 * the browser compute the new page's style and layout inside the commit's task, which on a phone
 * makes one long task of two (decision 0021).
 */
export function useFocusWhenLost<Target extends HTMLElement>() {
  const target = useRef<Target>(null);
  const hadFocus = useHadFocus();
  useLayoutEffect(() => {
    if (!focusIsLost() || !hadFocus()) return;
    const frame = requestAnimationFrame(() => {
      if (focusIsLost()) target.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [hadFocus]);
  return target;
}
