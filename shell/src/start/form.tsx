/**
 * The public pages' forms: values, validation on blur and submit, messages once a field was
 * touched, and a submitting flag. The signed-in shell and the remotes use formik and yup; these
 * few small forms do not, because the two would take a sixth of the login page's budget.
 */
import { useState, type FormEvent, type FormHTMLAttributes, type ReactNode } from 'react';
import { TextField } from 'shared/ui';

type Values = Record<string, string>;
type Errors<V extends Values> = Partial<Record<keyof V, string>>;

export interface FormOptions<V extends Values> {
  initialValues: V;
  /** The message of each invalid field (first rule that fails). */
  validate: (values: V) => Errors<V>;
  onSubmit: (values: V) => Promise<void> | void;
}

export function useForm<V extends Values>({ initialValues, validate, onSubmit }: FormOptions<V>) {
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const errors = validate(values);

  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    error: touched[name] ? errors[name] : undefined,
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
  });

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    setTouched(Object.fromEntries(Object.keys(values).map((name) => [name, true])) as Record<keyof V, boolean>);
    if (Object.values(errors).some(Boolean)) return;
    setSubmitting(true);
    try {
      await onSubmit(values);
    } finally {
      setSubmitting(false);
    }
  };

  return { values, isSubmitting, field, handleSubmit };
}

export type FormApi = ReturnType<typeof useForm<Values>>;

/** A form of useForm: validated by the page, not by the browser's own bubbles. */
export function Form({
  form,
  children,
  ...rest
}: { form: Pick<FormApi, 'handleSubmit'>; children: ReactNode } & Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'>) {
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(event)} {...rest}>
      {children}
    </form>
  );
}

/** A kit text field bound to a field of useForm. */
export function FormTextField({
  field,
  label,
  type = 'text',
  autoComplete,
}: {
  field: ReturnType<FormApi['field']>;
  label: string;
  type?: string;
  autoComplete?: string;
}) {
  return <TextField {...field} label={label} type={type} autoComplete={autoComplete} />;
}

/** The rules the public forms need; each returns the message when the value breaks it (trim first where spaces do not count). */
export const rules = {
  required: (message: string) => (value: string) => (value ? undefined : message),
  email: (message: string) => (value: string) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? undefined : message),
  minLength: (min: number, message: string) => (value: string) => (value.length >= min ? undefined : message),
  equals: (other: string, message: string) => (value: string) => (value === other ? undefined : message),
};

/** The first message of the rules a value breaks. */
export function firstError(value: string, ...checks: ((value: string) => string | undefined)[]): string | undefined {
  for (const check of checks) {
    const message = check(value);
    if (message) return message;
  }
  return undefined;
}
