import { useId, type ReactNode } from 'react';
import { formatMoney } from '../../domain/money';
import type { TrackingEvent } from '../../application/ports/tracking';
import { Field } from '../../ui/kit/Field';
import { PORT_NAMES, type DeepReadonly, type PortName } from '../demo-state';
import { useDemoTranslation } from './demo-catalogue';

/** The building blocks of the demo tools' sections. */

function isPortName(value: string): value is PortName {
  return (PORT_NAMES as readonly string[]).includes(value);
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="demo-tools__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="demo-tools__heading">
        {title}
      </h3>
      {children}
    </section>
  );
}

interface ChoicesProps<Value extends string> {
  label: string;
  name: string;
  values: readonly Value[];
  checked: Value;
  labelOf: (value: Value) => string;
  onChange: (value: Value) => void;
  describedBy?: string;
  /** Shows the label above the choices; otherwise the section's heading says what they are. */
  labelShown?: boolean;
}

/** One demo setting as a group of radio buttons. */
export function Choices<Value extends string>(props: ChoicesProps<Value>) {
  const { label, name, values, checked, labelOf, onChange, describedBy, labelShown } = props;
  const labelId = useId();
  return (
    <>
      {labelShown && (
        <p id={labelId} className="demo-tools__group-label">
          {label}
        </p>
      )}
      <div
        className="demo-tools__choices"
        role="radiogroup"
        aria-label={labelShown ? undefined : label}
        aria-labelledby={labelShown ? labelId : undefined}
        aria-describedby={describedBy}
      >
        {values.map((value) => (
          <label key={value} className="demo-tools__choice">
            <input
              type="radio"
              name={name}
              value={value}
              checked={checked === value}
              onChange={() => onChange(value)}
            />
            {labelOf(value)}
          </label>
        ))}
      </div>
    </>
  );
}

interface PortSelectProps {
  id: string;
  label: string;
  value: PortName;
  onChange: (port: PortName) => void;
}

/** A port of the app, chosen from a list that says what each one does. */
export function PortSelect({ id, label, value, onChange }: PortSelectProps) {
  const { t } = useDemoTranslation();
  return (
    <Field id={id} label={label}>
      {(control) => (
        <select
          {...control}
          className="field__input"
          value={value}
          onChange={(event) => {
            if (isPortName(event.target.value)) onChange(event.target.value);
          }}
        >
          {PORT_NAMES.map((name) => (
            <option key={name} value={name}>
              {t(`tools.ports.${name}`)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function EventText({ event }: { event: DeepReadonly<TrackingEvent> }) {
  const { t, i18n } = useDemoTranslation();
  if (event.event === 'lead') return <>{t('tools.events.lead')}</>;
  if (event.event === 'gift_redeemed') return <>{t('tools.events.giftRedeemed')}</>;
  if (event.event === 'renewal') {
    return (
      <>
        {t('tools.events.renewal', {
          value: formatMoney(event.value, event.currency, i18n.language),
        })}
      </>
    );
  }
  return (
    <>
      {t('tools.events.purchase', {
        orderId: event.orderId,
        value: formatMoney(event.value, event.currency, i18n.language),
      })}
    </>
  );
}
