import type { RootState } from '../../../src/ui/app/store';
import { createTestI18n } from '../../support/test-i18n';

/**
 * The billing pages' tests (a change of card, a cancellation, a resume, a past-due renewal): the
 * notice a flow leaves for the page it sends the person to.
 */

const english = createTestI18n();

/**
 * The notice a page left in the store for the Shell to show, in the words the person reads (its
 * message, then its detail; in English unless another `reader` is given): a success is read out
 * politely (a status), an error at once (an alert).
 */
export function noticeOf(store: { getState: () => RootState }, reader = english) {
  const notice = store.getState().notice.notice;
  if (!notice) return null;
  const { tone, path, message, detail } = notice;
  const text = [message, detail]
    .flatMap((part) => (part ? [reader.t(part.key, part.values)] : []))
    .join(' ');
  return { tone, path, text };
}
