import { element, uniqueId } from './dom';

const TITLE = 'Local 3-D Secure check';
const TEXT = 'Your bank asks you to confirm this payment with the card on file.';

/**
 * The bank's check that handleNextAction lays over the page, as Stripe's 3-D Secure frame: a modal
 * <dialog>. Closing it (Escape) fails the check, as closing Stripe's frame does.
 */
export function askTheBank(): Promise<'complete' | 'fail'> {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const titleId = uniqueId('bank-check-title');
  const complete = element('button', { type: 'button', class: 'button button--primary' }, [
    'Complete authentication',
  ]);
  const fail = element('button', { type: 'button', class: 'button button--secondary' }, [
    'Fail authentication',
  ]);
  const dialog = element('dialog', { class: 'dialog', 'aria-labelledby': titleId }, [
    element('h2', { class: 'dialog__title', id: titleId }, [TITLE]),
    element('p', {}, [TEXT]),
    element('div', { class: 'button-row' }, [complete, fail]),
  ]);
  return new Promise((resolve) => {
    const answer = (outcome: 'complete' | 'fail') => {
      if (!dialog.isConnected) return;
      if (typeof dialog.close === 'function') dialog.close();
      dialog.remove();
      if (opener?.isConnected) opener.focus();
      resolve(outcome);
    };
    complete.addEventListener('click', () => answer('complete'));
    fail.addEventListener('click', () => answer('fail'));
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      answer('fail');
    });
    document.body.append(dialog);
    // jsdom lacks showModal; a browser always has it.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    complete.focus();
  });
}
