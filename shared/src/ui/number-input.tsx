/**
 * Number input with min and max. The browser only flags a typed value outside the range, so
 * the value is clamped when the user commits it (Enter or leaving the field).
 */
import type { ComponentPropsWithRef, KeyboardEvent, ReactNode } from 'react';
import { Field, Input } from './field';
import type { Size } from './tokens';

type NativeProps = Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'size' | 'id'
>;

export interface NumberInputProps extends NativeProps {
  label: ReactNode;
  error?: ReactNode;
  size?: Size;
  value: number | null;
  onChange: (value: number | null) => void;
  min?: number;
  max?: number;
  /** Called with the committed (clamped) value when the user presses Enter. */
  onEnter?: (value: number | null) => void;
}

function clamp(value: number | null, min = -Infinity, max = Infinity): number | null {
  return value === null ? null : Math.min(max, Math.max(min, value));
}

export function NumberInput({ label, error, size = 'md', value, onChange, min, max, onEnter, ...inputProps }: NumberInputProps) {
  const commit = () => {
    const clamped = clamp(value, min, max);
    if (clamped !== value) onChange(clamped);
    return clamped;
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    inputProps.onKeyDown?.(event);
    if (event.key === 'Enter') onEnter?.(commit());
  };

  return (
    <Field label={label} error={error}>
      {(control) => (
        <Input
          {...inputProps}
          {...control}
          $size={size}
          type="number"
          inputMode="decimal"
          min={min}
          max={max}
          value={value ?? ''}
          onChange={(event) => onChange(Number.isNaN(event.target.valueAsNumber) ? null : event.target.valueAsNumber)}
          onKeyDown={handleKeyDown}
          onBlur={(event) => {
            commit();
            inputProps.onBlur?.(event);
          }}
        />
      )}
    </Field>
  );
}
