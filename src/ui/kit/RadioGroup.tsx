import { useId, type ReactNode } from 'react';
import './radio-group.css';

interface RadioGroupProps<T extends string | number> {
  legend: ReactNode;
  /** The legend's look where the group is one field of a form, not the step's question. */
  legendClassName?: string;
  /** The radios' shared name. */
  name: string;
  options: readonly T[];
  value: T | null;
  onChange: (option: T) => void;
  labelOf: (option: T) => ReactNode;
  /** While the choice is being acted on: it stays in place and focusable, but cannot change. */
  busy?: boolean;
}

/** One choice of a few, each a radio inside its label: a whole row is the target. */
export function RadioGroup<T extends string | number>({
  legend,
  legendClassName = 'radio-group__legend',
  name,
  options,
  value,
  onChange,
  labelOf,
  busy = false,
}: RadioGroupProps<T>) {
  const legendId = useId();
  return (
    <fieldset className="radio-group" aria-labelledby={legendId} aria-disabled={busy || undefined}>
      <legend id={legendId} className={legendClassName}>
        {legend}
      </legend>
      {options.map((option) => (
        <label key={option} className="radio-option">
          <input
            className="radio-option__input"
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            aria-disabled={busy || undefined}
            onChange={() => {
              if (!busy) onChange(option);
            }}
          />
          <span>{labelOf(option)}</span>
        </label>
      ))}
    </fieldset>
  );
}
