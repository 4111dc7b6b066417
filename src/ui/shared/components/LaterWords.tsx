import { useEffect, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageLoading } from './PageLoading';
import { bringLaterWords, giveLaterWords } from '../i18n/later-words';

interface WithLaterWordsProps {
  children: ReactNode;
  /** What shows while the words are on their way. */
  fallback: ReactNode;
}

/**
 * What is said in the words that are not in the first route (src/ui/shared/i18n/later-words.ts): it
 * renders once they are here, usually long before the session or the chunk it waits for. Words
 * that cannot be fetched fail it (the error boundary offers a reload).
 */
export function WithLaterWords({ children, fallback }: WithLaterWordsProps) {
  const { i18n } = useTranslation();
  const [state, setState] = useState<{ ready: boolean; failure?: Error }>(() => ({
    ready: giveLaterWords(i18n),
  }));
  useEffect(() => {
    if (state.ready) return;
    let live = true;
    bringLaterWords(i18n).then(
      () => {
        if (live) setState({ ready: true });
      },
      (failure: unknown) => {
        const error = failure instanceof Error ? failure : new Error(String(failure));
        if (live) setState({ ready: false, failure: error });
      },
    );
    return () => {
      live = false;
    };
  }, [i18n, state.ready]);
  if (state.failure) throw state.failure;
  return state.ready ? children : fallback;
}

/** The routes whose pages speak in the later words. */
export function LaterWords() {
  return (
    <WithLaterWords fallback={<PageLoading />}>
      <Outlet />
    </WithLaterWords>
  );
}
