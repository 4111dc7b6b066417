import { useLayoutEffect, useRef } from 'react';
import { useHadFocus } from './focus-history';

/**
 * The rule for an action whose success replaces the control that ran it (a new page, the next
 * step): the control is gone and focus has fallen to the page body, so the outcome's heading
 * takes it. Where focus is still somewhere (an error kept it on the control, the person moved
 * on), it is left alone.
 */
export function useFocusWhenLost<Target extends HTMLElement>() {
  const target = useRef<Target>(null);
  const hadFocus = useHadFocus();
  useLayoutEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost && hadFocus()) target.current?.focus();
  }, [hadFocus]);
  return target;
}
