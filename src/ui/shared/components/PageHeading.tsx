import type { ReactNode } from 'react';
import { useFocusWhenLost } from '../focus/use-focus-when-lost';

/**
 * A page's h1. It can take focus (never by Tab): when the action that brought the person here
 * replaced the control they used, focus lands here rather than on the page body.
 */
export function PageHeading({ children }: { children: ReactNode }) {
  const heading = useFocusWhenLost<HTMLHeadingElement>();
  return (
    <h1 ref={heading} tabIndex={-1}>
      {children}
    </h1>
  );
}
