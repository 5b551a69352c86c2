/** Single-line text input with a label and an error message under it. */
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field, Input } from './field';
import type { Size } from './tokens';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size' | 'id'> {
  label: ReactNode;
  error?: ReactNode;
  size?: Size;
}

export function TextField({ label, error, size = 'md', ...inputProps }: TextFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => <Input {...inputProps} {...control} $size={size} />}
    </Field>
  );
}
