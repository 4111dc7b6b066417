import type { ReactNode } from 'react';

export type AlertTone = 'info' | 'success' | 'error';

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
