import { useState, type FormEvent } from 'react';
import type { Flow } from '../i18n/error-messages';
import { useErrorText } from '../i18n/use-error-text';
import type { Rejection } from '../store/rejection';

interface CredentialsFormOptions<Values extends { [Field in keyof Values]: string }> {
  initial: Values;
  /** The form's fields in order: the first invalid one gets the focus. */
  fields: readonly (keyof Values & string)[];
  validate: (values: Values) => Partial<Record<keyof Values, string>>;
  /** Rejects with a Rejection; on success the auth watcher and the guard take the person on. */
  send: (values: Values) => Promise<unknown>;
  flow: Flow;
}

/**
 * The sign-in and sign-up forms: field errors once submitted, the first invalid field focused, one
 * submission at a time, and a button that keeps its spinner after success until the guard moves on.
 */
export function useCredentialsForm<Values extends { [Field in keyof Values]: string }>({
  initial,
  fields,
  validate,
  send,
  flow,
}: CredentialsFormOptions<Values>) {
  const [values, setValues] = useState<Values>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<'idle' | 'submitting' | 'done'>('idle');
  const [error, setError] = useState<Rejection | null>(null);
  const [socialBusy, setSocialBusy] = useState(false);
  const errorText = useErrorText(flow, error?.fieldErrors ? null : error);

  const fieldErrors: Partial<Record<keyof Values, string>> = submitted
    ? { ...error?.fieldErrors, ...validate(values) }
    : {};
  const submitting = status !== 'idle';

  const change = (field: keyof Values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (error?.fieldErrors) setError(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || socialBusy) return;
    setSubmitted(true);
    setError(null);
    const errors = validate(values);
    const firstInvalid = fields.find((field) => errors[field]);
    if (firstInvalid) {
      (event.currentTarget.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
      return;
    }
    setStatus('submitting');
    try {
      await send(values);
      setStatus('done');
    } catch (rejection) {
      setError(rejection as Rejection);
      setStatus('idle');
    }
  };

  return { values, change, fieldErrors, errorText, submitting, socialBusy, setSocialBusy, submit };
}
