/** Single-line text input with a label and an error message under it. */
import { useCallback, useLayoutEffect, useRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Field, Input } from './field';
import type { Size } from './tokens';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size' | 'id'> {
  label: ReactNode;
  error?: ReactNode;
  size?: Size;
}

export function TextField({ label, error, size = 'md', ...inputProps }: TextFieldProps) {
  const Control = inputProps.type === 'password' ? SecretInput : Input;
  return (
    <Field label={label} error={error}>
      {(control) => <Control {...inputProps} {...control} $size={size} />}
    </Field>
  );
}

export interface SearchFieldProps extends Omit<TextFieldProps, 'type' | 'onChange'> {
  /** The text as typed. */
  onSearch: (value: string) => void;
}

/** A list's search box. */
export function SearchField({ onSearch, ...props }: SearchFieldProps) {
  return <TextField {...props} type="search" onChange={(event) => onSearch(event.target.value)} />;
}

/**
 * A password input whose text never reaches the page's markup. React copies a controlled
 * input's value into its value attribute, and a stylesheet's attribute selectors
 * (`input[value^="a"]`) can read an attribute one character at a time and send each away as a
 * background image's URL. The form's value is written to the input's value property only,
 * so forms still fill, clear and validate it.
 */
function SecretInput({ value, defaultValue, ref, ...rest }: ComponentPropsWithRef<typeof Input>) {
  const own = useRef<HTMLInputElement | null>(null);
  const text = value ?? defaultValue;
  useLayoutEffect(() => {
    if (own.current && text !== undefined && own.current.value !== String(text)) own.current.value = String(text);
  }, [text]);
  const setRef = useCallback(
    (node: HTMLInputElement | null) => {
      own.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  return <Input {...rest} ref={setRef} />;
}
