export function Spinner({ className }: { className?: string }) {
  return <span className={['spinner', className].filter(Boolean).join(' ')} aria-hidden="true" />;
}
