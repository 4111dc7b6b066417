import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner in place, keeps the width, and ignores clicks. */
  loading?: boolean;
  wide?: boolean;
}

export function Button({
  variant = 'primary',
  loading = false,
  wide = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = ['button', `button--${variant}`, wide && 'button--wide', className]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      <span className={loading ? 'button__label button__label--hidden' : 'button__label'}>
        {children}
      </span>
      {loading && <Spinner className="button__spinner" />}
    </button>
  );
}
