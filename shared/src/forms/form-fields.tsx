/**
 * The kit's fields bound to the formik form around them by name: the value, the change and the
 * message come from the form, so a page writes `<FormTextField name="email" label=… />` and
 * nothing else. A field's message shows once the person has left the field or tried to save,
 * never while they type their first characters.
 */
import { useField, useFormikContext } from 'formik';
import type { ChangeEvent, FocusEvent } from 'react';
import {
  CheckboxGroup,
  DateInput,
  NumberInput,
  PhoneField,
  SelectField,
  Textarea,
  TextField,
  type CheckboxGroupProps,
  type DateInputProps,
  type NumberInputProps,
  type PhoneFieldProps,
  type SelectFieldProps,
  type TextareaProps,
  type TextFieldProps,
} from '../ui';

/** What a bound field takes instead of value, onChange and error: the form field's name. */
type Bound<P> = Omit<P, 'name' | 'value' | 'selected' | 'onChange' | 'error'> & { name: string };

/** A form field's value, its setter, the blur that marks it touched, and its message when due. */
export function useFormField<V>(name: string) {
  const [field, meta, helpers] = useField<V>(name);
  const { submitCount } = useFormikContext();
  return {
    value: field.value,
    set: (value: V) => void helpers.setValue(value),
    touch: () => void helpers.setTouched(true),
    error: meta.touched || submitCount > 0 ? (meta.error as string | undefined) : undefined,
  };
}

/** A control's blur, which marks its field touched before the page's own blur runs. */
function touching<E>(field: { touch: () => void }, onBlur?: (event: E) => void) {
  return (event: E) => {
    field.touch();
    onBlur?.(event);
  };
}

/** A text control's props bound to a text field of the form (an input's or a textarea's). */
function useTextBinding<E extends HTMLInputElement | HTMLTextAreaElement>(name: string, onBlur?: (event: FocusEvent<E>) => void) {
  const field = useFormField<string>(name);
  return {
    name,
    value: field.value ?? '',
    error: field.error,
    onChange: (event: ChangeEvent<E>) => field.set(event.target.value),
    onBlur: touching(field, onBlur),
  };
}

export function FormTextField({ name, onBlur, ...props }: Bound<TextFieldProps>) {
  return <TextField {...props} {...useTextBinding(name, onBlur)} />;
}

export function FormTextarea({ name, onBlur, ...props }: Bound<TextareaProps>) {
  return <Textarea {...props} {...useTextBinding(name, onBlur)} />;
}

export function FormNumberField({ name, onBlur, ...props }: Bound<NumberInputProps>) {
  const field = useFormField<number | null>(name);
  return (
    <NumberInput
      {...props}
      name={name}
      value={field.value ?? null}
      error={field.error}
      onChange={field.set}
      onBlur={touching(field, onBlur)}
    />
  );
}

/**
 * A select bound to a field; `parse` turns the chosen option's text back into the field's type
 * (a number for an id). A `nullable` field holds null while its placeholder is chosen (no process
 * chosen yet), and `onChosen` is what else a choice changes (another process has other materials).
 */
export function FormSelectField<V extends string | number = string>({
  name,
  parse,
  nullable,
  onChosen,
  onBlur,
  ...props
}: Bound<SelectFieldProps> & { parse?: (text: string) => V; nullable?: boolean; onChosen?: (value: V | null) => void }) {
  const field = useFormField<V | null>(name);
  return (
    <SelectField
      {...props}
      name={name}
      value={field.value ?? ''}
      error={field.error}
      onChange={(text) => {
        const value = nullable && text === '' ? null : parse ? parse(text) : (text as V);
        field.set(value);
        onChosen?.(value);
      }}
      onBlur={touching(field, onBlur)}
    />
  );
}

export function FormDateField({ name, ...props }: Bound<DateInputProps>) {
  const field = useFormField<number | null>(name);
  return <DateInput {...props} value={field.value ?? null} error={field.error} onChange={field.set} />;
}

export function FormPhoneField({ name, ...props }: Bound<PhoneFieldProps>) {
  const field = useFormField<string>(name);
  return <PhoneField {...props} value={field.value ?? ''} error={field.error} onChange={field.set} />;
}

/** Checkboxes bound to a field holding the chosen values. */
export function FormCheckboxGroup<V extends string | number>({ name, ...props }: Bound<CheckboxGroupProps<V>>) {
  const field = useFormField<V[]>(name);
  const chosen = field.value ?? [];
  return (
    <CheckboxGroup<V>
      {...props}
      selected={chosen}
      error={field.error}
      onChange={(value, on) => field.set(on ? [...chosen, value] : chosen.filter((other) => other !== value))}
    />
  );
}
