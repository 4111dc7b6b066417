/**
 * The time from the press of "Create account" to the first frame whose card number field is
 * enabled, taken by the page itself: `markClickToCardForm` runs in the page before the click,
 * `clickToCardFormMs` in the page after it. Shared by the checkout's user flow (checkout-flow.ts)
 * and the interaction test (test/e2e/interaction.spec.ts); both are passed to `page.evaluate`, so
 * each stands alone.
 */
export function markClickToCardForm(cardNumber: string): void {
  const marks = window as unknown as { __pressed?: number; __usable?: Promise<number> };
  document.addEventListener(
    'click',
    (event) => {
      marks.__pressed = event.timeStamp;
    },
    { capture: true, once: true },
  );
  marks.__usable = new Promise((resolve) => {
    const check = () => {
      const field = document.querySelector<HTMLInputElement>(cardNumber);
      if (field && !field.disabled) resolve(performance.now());
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

export async function clickToCardFormMs(): Promise<number> {
  const marks = window as unknown as { __pressed?: number; __usable?: Promise<number> };
  const usable = await marks.__usable!;
  return usable - (marks.__pressed ?? usable);
}
