import type { ReactNode } from 'react';

/** `warning`: a calm request to act (a bank's check), not a failure. */
export type AlertTone = 'info' | 'success' | 'warning' | 'error';

/** A message in the page. Errors interrupt a screen reader; the rest wait politely. */
export function Alert({
  tone = 'info',
  children,
  className,
}: {
  tone?: AlertTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={['alert', `alert--${tone}`, className].filter(Boolean).join(' ')}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {children}
    </div>
  );
}
