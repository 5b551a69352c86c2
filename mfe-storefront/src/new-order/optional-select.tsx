/**
 * A select of New Order bound to a field that holds null while its placeholder is chosen (a
 * process, a material, an address, a use case): the kit's bound select keeps text or a number.
 */
import { useFormField } from 'shared/forms';
import { SelectField, type SelectFieldProps } from 'shared/ui';

export interface OptionalSelectProps<V extends string | number> extends Omit<
  SelectFieldProps,
  'name' | 'value' | 'onChange' | 'error' | 'onBlur' | 'placeholder'
> {
  name: string;
  placeholder: string;
  /** The chosen option's text as the field's value (a number for an id); the text itself without it. */
  parse?: (value: string) => V;
  /** What else a choice changes (another process has other materials). */
  onChange?: (value: V | null) => void;
}

export function OptionalSelect<V extends string | number = string>({ name, parse, onChange, ...props }: OptionalSelectProps<V>) {
  const field = useFormField<V | null>(name);
  return (
    <SelectField
      {...props}
      name={name}
      value={field.value ?? ''}
      error={field.error}
      onBlur={field.touch}
      onChange={(text) => {
        const value = text ? (parse ? parse(text) : (text as V)) : null;
        field.set(value);
        onChange?.(value);
      }}
    />
  );
}
