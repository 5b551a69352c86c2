import { useField } from 'formik';
import { TextField } from 'shared/ui';

/** A kit text field bound to a formik field; its error shows once the field was touched. */
export function FormField({
  name,
  label,
  type = 'text',
  autoComplete,
}: {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
}) {
  const [field, meta] = useField<string>(name);
  return (
    <TextField {...field} label={label} type={type} autoComplete={autoComplete} error={meta.touched ? meta.error : undefined} />
  );
}
