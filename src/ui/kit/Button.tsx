import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner in place, keeps the width, and ignores clicks. */
  loading?: boolean;
  wide?: boolean;
}

/**
 * The one button of the portal. A button that cannot act now (`disabled`) or is working
 * (`loading`) says so with aria-disabled and ignores activation, but never gets the `disabled`
 * attribute: browsers take focus away from a control that becomes disabled and drop it on the
 * page body, so a keyboard user would be thrown back to the top of the page after every submit.
 */
export function Button({
  variant = 'primary',
  loading = false,
  wide = false,
  disabled = false,
  className,
  children,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  const inactive = disabled || loading;
  const classes = ['button', `button--${variant}`, wide && 'button--wide', className]
    .filter(Boolean)
    .join(' ');
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    // Cancelling the click also cancels the form submission it would start (Enter in a field too).
    if (inactive) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      onClick={click}
      aria-disabled={inactive || undefined}
      aria-busy={loading || undefined}
    >
      <span className={loading ? 'button__label button__label--hidden' : 'button__label'}>
        {children}
      </span>
      {loading && <Spinner className="button__spinner" />}
    </button>
  );
}
