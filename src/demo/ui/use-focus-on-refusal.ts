import { useEffect, useRef, useState } from 'react';
import { isAppError } from '../../domain/errors';

/**
 * After the form's own check refused a payment, the first field in error takes the focus, as in
 * Stripe's Payment Element: the person lands on what to fix and hears its error there, the one
 * place it is said.
 */
export function useFocusOnRefusal() {
  const form = useRef<HTMLDivElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  /** Passes a failed confirmation on, noting a refusal said at a field. */
  const noteRefusal = (error: unknown): never => {
    if (isAppError(error) && error.place === 'field') setRefusals((count) => count + 1);
    throw error;
  };
  return { form, noteRefusal };
}
