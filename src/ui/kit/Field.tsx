import { useId, type ReactNode } from 'react';

/** What a field's control carries: the id its label names, and what describes it. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: string;
  /**
   * Draws the control (an input, a select, an input with a button beside it): spread `control`
   * on the input or select itself.
   */
  children: (control: FieldControl) => ReactNode;
  /** The field's error, already translated; tied to the control and announced. */
  error?: string | null;
  hint?: string;
  /** The id of something beside the field that also describes it (a password checklist). */
  describedBy?: string;
  /** The control's id when it must be a known one; otherwise the field makes one up. */
  id?: string;
  className?: string;
}

/**
 * A labelled control with its hint and its error below it: the control is described by the hint,
 * by `describedBy`, then by the error, and is invalid while there is an error.
 */
export function Field({
  label,
  children,
  error,
  hint,
  describedBy: alsoDescribedBy,
  id: knownId,
  className,
}: FieldProps) {
  const ownId = useId();
  const id = knownId ?? ownId;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [hint && hintId, alsoDescribedBy, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
