import { createContext, useCallback, useContext, useEffect, useRef, type ReactNode } from 'react';

/** Whether focus was ever inside the page: only then can it be lost. */
const FocusHistory = createContext<() => boolean>(() => false);

/** Remembers that a person has focused something, so that a page load itself never moves focus. */
export function FocusHistoryProvider({ children }: { children: ReactNode }) {
  const hadFocus = useRef(false);
  useEffect(() => {
    const remember = () => {
      hadFocus.current = true;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);
  const value = useCallback(() => hadFocus.current, []);
  return <FocusHistory.Provider value={value}>{children}</FocusHistory.Provider>;
}

export const useHadFocus = () => useContext(FocusHistory);
