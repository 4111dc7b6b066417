import type { InputHTMLAttributes } from 'react';
import { Field } from '../../kit/Field';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The field's error, already translated; tied to the input and announced. */
  error?: string | null;
  hint?: string;
  /** The id of something beside the field that also describes it (a password checklist). */
  describedBy?: string;
}

/** A Field whose control is a plain input. */
export function TextField({
  label,
  error,
  hint,
  describedBy,
  className,
  ...input
}: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} describedBy={describedBy} className={className}>
      {(control) => <input {...input} {...control} className="field__input" />}
    </Field>
  );
}

/** An e-mail address, as browsers and password managers expect one. */
export function EmailField(
  props: Omit<TextFieldProps, 'name' | 'type' | 'autoComplete' | 'inputMode' | 'spellCheck'>,
) {
  return (
    <TextField
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      {...props}
    />
  );
}
