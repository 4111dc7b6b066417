import { useId, type InputHTMLAttributes } from 'react';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
}

export function Checkbox({ label, className, ...input }: CheckboxProps) {
  const id = useId();
  return (
    <div className={['checkbox', className].filter(Boolean).join(' ')}>
      <input {...input} id={id} type="checkbox" className="checkbox__input" />
      <label htmlFor={id} className="checkbox__label">
        {label}
      </label>
    </div>
  );
}
