import { useTranslation } from 'react-i18next';
import { errorMessage, type Flow } from '../../domain/messages';
import type { Rejection } from '../store/rejection';

/** The words for a failed flow, or null when nothing failed. */
export function useErrorText(flow: Flow, rejection: Rejection | null | undefined): string | null {
  const { t } = useTranslation();
  if (!rejection) return null;
  const { key, values } = errorMessage(flow, rejection);
  return t(key, values);
}
