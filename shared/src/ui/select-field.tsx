/** A labelled select of options with its error message: the kit's Field around its Select. */
import type { FocusEvent, ReactNode } from 'react';
import { Field, Select } from './field';
import type { Size } from './tokens';

export interface SelectOption {
  value: string | number;
  label: string;
}

export interface SelectFieldProps {
  label: ReactNode;
  value: string | number;
  options: SelectOption[];
  /** Called with the chosen option's value, as text. */
  onChange: (value: string) => void;
  /** A first choice with the value '' (e.g. 'All' or 'Choose equipment'). */
  placeholder?: string;
  name?: string;
  error?: ReactNode;
  disabled?: boolean;
  size?: Size;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
}

export function SelectField({
  label,
  value,
  options,
  onChange,
  placeholder,
  name,
  error,
  disabled,
  size,
  onBlur,
}: SelectFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <Select
          {...control}
          name={name}
          value={value}
          disabled={disabled}
          $size={size}
          onBlur={onBlur}
          onChange={(event) => onChange(event.target.value)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
