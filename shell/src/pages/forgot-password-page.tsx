import { useState } from 'react';
import { authApi } from 'shared/auth';
import { Button, Panel } from 'shared/ui';
import { firstError, Form, FormTextField, rules, useForm } from '../start/form';
import { Link } from '../start/router';
import { AuthCard } from './auth-card';
import { useShellText } from '../texts';

/** /forgot-password: 'Success!' or 'Error!', and a link back to sign in. */
export function ForgotPasswordPage() {
  const [forgot] = authApi.useForgotPasswordMutation();
  const [outcome, setOutcome] = useState<'success' | 'error'>();
  const text = useShellText();
  const form = useForm({
    initialValues: { email: '' },
    validate: ({ email }) => ({
      email: firstError(email.trim(), rules.required(text('login.emailRequired'))),
    }),
    onSubmit: async ({ email }) => setOutcome('error' in (await forgot({ email: email.trim() })) ? 'error' : 'success'),
  });
  return (
    <AuthCard title={text('forgotPassword.title')}>
      {outcome === 'success' && <Panel tone="success" title={text('forgotPassword.success')} />}
      {outcome === 'error' && <Panel tone="danger" title={text('forgotPassword.error')} />}
      <Form form={form}>
        <FormTextField field={form.field('email')} label={text('login.email')} type="email" />
        <Button type="submit" disabled={form.isSubmitting}>
          {text('forgotPassword.submit')}
        </Button>
      </Form>
      <Link to="/custom-login">{text('forgotPassword.backToSignIn')}</Link>
    </AuthCard>
  );
}
