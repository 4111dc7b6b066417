import { useState, type FormEvent } from 'react';
import type { AsyncThunk } from '@reduxjs/toolkit';
import type { Flow } from '../../shared/i18n/error-messages';
import { useErrorText } from '../../shared/i18n/use-error-text';
import { signInWithPopup } from './account-thunks';
import type { ThunkConfig } from '../../shared/store/thunk';
import { isUnderWay, useRequest } from '../../shared/store/use-request';

interface CredentialsFormOptions<Values extends { [Field in keyof Values]: string }, Result> {
  initial: Values;
  /** The form's fields in order: the first invalid one gets the focus. */
  fields: readonly (keyof Values & string)[];
  validate: (values: Values) => Partial<Record<keyof Values, string>>;
  /** The sign-in or sign-up: on success the auth watcher and the guard take the person on. */
  thunk: AsyncThunk<Result, Values, ThunkConfig>;
  flow: Flow;
}

/**
 * The sign-in and sign-up forms: field errors once submitted, the first invalid field focused, one
 * sign-in at a time (the form's or a popup's), and a button that keeps its spinner after success
 * until the guard moves on.
 */
export function useCredentialsForm<Values extends { [Field in keyof Values]: string }, Result>({
  initial,
  fields,
  validate,
  thunk,
  flow,
}: CredentialsFormOptions<Values, Result>) {
  const [values, setValues] = useState<Values>(initial);
  const [submitted, setSubmitted] = useState(false);
  const sending = useRequest(thunk);
  const social = useRequest(signInWithPopup);
  const { error } = sending;
  const errorText = useErrorText(flow, error?.fieldErrors ? null : error);

  const fieldErrors: Partial<Record<keyof Values, string>> = submitted
    ? { ...error?.fieldErrors, ...validate(values) }
    : {};
  const submitting = isUnderWay(sending.status);

  const change = (field: keyof Values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (error?.fieldErrors) sending.reset();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || isUnderWay(social.status)) return;
    setSubmitted(true);
    sending.reset();
    const errors = validate(values);
    const firstInvalid = fields.find((field) => errors[field]);
    if (firstInvalid) {
      (event.currentTarget.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
      return;
    }
    await sending.run(values);
  };

  return { values, change, fieldErrors, errorText, submitting, social, submit };
}
