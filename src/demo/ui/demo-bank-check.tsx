import { createRoot } from 'react-dom/client';
import { AuthenticationDialog } from './AuthenticationDialog';

/**
 * The demo bank's check where no card form is on the page (a renewal's): its dialog in a root of
 * its own, as Stripe lays its 3-D Secure frame over the page. Resolves true when it is passed.
 */
export function showDemoBankCheck(): Promise<boolean> {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  return new Promise((resolve) => {
    let answered = false;
    const answer = (passed: boolean) => {
      if (answered) return;
      answered = true;
      resolve(passed);
      // A root cannot unmount itself while it handles the click that closes it.
      setTimeout(() => {
        root.unmount();
        host.remove();
      }, 0);
    };
    root.render(<AuthenticationDialog onAnswer={answer} returnFocusTo={{ current: opener }} />);
  });
}
