import { useTranslation } from 'react-i18next';
import type { ValidatedField } from '../../../domain/validation';
import type { Rejection } from '../store/rejection';
import { errorMessage, type Flow } from './error-messages';
import { fieldErrorKey } from './field-error-keys';

/**
 * The words the page says for a failed flow: null when nothing failed, or when the form has said
 * it already at the field that failed (one message per failure).
 */
export function useErrorText(flow: Flow, rejection: Rejection | null | undefined): string | null {
  const { t } = useTranslation();
  if (!rejection || rejection.place === 'field') return null;
  const { key, values } = errorMessage(flow, rejection);
  return t(key, values);
}

/** Words for the field errors of the domain's rules: null for a field without one. */
export function useFieldErrorText(): (
  field: ValidatedField,
  error: string | null | undefined,
) => string | null {
  const { t } = useTranslation();
  return (field, error) => {
    const key = fieldErrorKey(field, error);
    return key ? t(key) : null;
  };
}
