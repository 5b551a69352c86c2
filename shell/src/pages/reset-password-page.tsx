import { useState } from 'react';
import { useServerCall } from 'shared/api';
import { authApi } from 'shared/auth';
import { Button, Panel } from 'shared/ui';
import { firstError, Form, FormTextField, rules, useForm } from '../start/form';
import { Link, useSearchParams } from '../start/router';
import { AuthCard } from './auth-card';
import { useShellText } from '../texts';

const MIN_LENGTH = 10;

/** /reset-password?token=…: the page the reset email links to. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const [reset] = authApi.useResetPasswordMutation();
  const [done, setDone] = useState(false);
  const { failure, run } = useServerCall();
  const text = useShellText();
  const passwordRequired = rules.required(text('login.passwordRequired'));
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    validate: ({ password, confirm }) => ({
      password: firstError(
        password,
        passwordRequired,
        rules.minLength(MIN_LENGTH, text('resetPassword.tooShort', { min: MIN_LENGTH })),
      ),
      confirm: firstError(confirm, passwordRequired, rules.equals(password, text('resetPassword.mismatch'))),
    }),
    onSubmit: async ({ password }) => {
      if (await run(() => reset({ token: params.get('token') ?? '', password }).unwrap())) setDone(true);
    },
  });
  return (
    <AuthCard title={text('resetPassword.title')}>
      {done ? (
        <Panel tone="success" title={text('resetPassword.done')}>
          <Link to="/custom-login">{text('forgotPassword.backToSignIn')}</Link>
        </Panel>
      ) : (
        <Form form={form}>
          {failure && <Panel tone="danger" title={failure} />}
          <FormTextField
            field={form.field('password')}
            label={text('resetPassword.password')}
            type="password"
            autoComplete="new-password"
          />
          <FormTextField
            field={form.field('confirm')}
            label={text('resetPassword.confirm')}
            type="password"
            autoComplete="new-password"
          />
          <Button type="submit" disabled={form.isSubmitting}>
            {text('resetPassword.submit')}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
