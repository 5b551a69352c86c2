import { Button } from 'shared/ui';
import { firstError, Form, FormTextField, rules, useForm } from '../start/form';
import { useShellText } from '../texts';

export interface SignInValues {
  email: string;
  password: string;
}

/** The email and password form of both sign-in pages (the web's and the desktop tool's), each field required. */
export function SignInForm({ onSubmit }: { onSubmit: (values: SignInValues) => Promise<void> }) {
  const text = useShellText();
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: ({ email, password }) => ({
      email: firstError(email.trim(), rules.required(text('login.emailRequired'))),
      password: firstError(password, rules.required(text('login.passwordRequired'))),
    }),
    onSubmit: ({ email, password }) => onSubmit({ email: email.trim(), password }),
  });
  return (
    <Form form={form}>
      <FormTextField field={form.field('email')} label={text('login.email')} type="email" autoComplete="username" />
      <FormTextField
        field={form.field('password')}
        label={text('login.password')}
        type="password"
        autoComplete="current-password"
      />
      <Button type="submit" disabled={form.isSubmitting}>
        {text('login.submit')}
      </Button>
    </Form>
  );
}
