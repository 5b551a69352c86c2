import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessage } from 'shared/api';
import { authApi } from 'shared/auth';
import { Button, Panel } from 'shared/ui';
import { firstError, Form, FormTextField, rules, useForm } from '../start/form';
import { Link, useSearchParams } from '../start/router';
import { AuthCard } from './AuthCard';

const MIN_LENGTH = 10;

/** /reset-password?token=…: the page the reset email links to. */
export function ResetPasswordPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const [reset] = authApi.useResetPasswordMutation();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string>();
  const t = (id: string, defaultMessage: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id, defaultMessage }, values);
  const passwordRequired = rules.required(t('login.passwordRequired', 'Please enter password'));
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    validate: ({ password, confirm }) => ({
      password: firstError(
        password,
        passwordRequired,
        rules.minLength(
          MIN_LENGTH,
          t('resetPassword.tooShort', 'Password must be at least {min} characters long', { min: MIN_LENGTH }),
        ),
      ),
      confirm: firstError(
        confirm,
        passwordRequired,
        rules.equals(password, t('resetPassword.mismatch', 'The passwords do not match')),
      ),
    }),
    onSubmit: async ({ password }) => {
      const result = await reset({ token: params.get('token') ?? '', password });
      if ('error' in result) setFailure(errorMessage(result.error));
      else setDone(true);
    },
  });
  return (
    <AuthCard title={<FormattedMessage id="resetPassword.title" defaultMessage="Choose a new password" />}>
      {done ? (
        <Panel tone="success" title={t('resetPassword.done', 'Your password has been changed.')}>
          <Link to="/custom-login">
            <FormattedMessage id="forgotPassword.backToSignIn" defaultMessage="Back to sign in" />
          </Link>
        </Panel>
      ) : (
        <Form form={form}>
          {failure && <Panel tone="danger" title={failure} />}
          <FormTextField
            field={form.field('password')}
            label={t('resetPassword.password', 'New password')}
            type="password"
            autoComplete="new-password"
          />
          <FormTextField
            field={form.field('confirm')}
            label={t('resetPassword.confirm', 'Repeat the new password')}
            type="password"
            autoComplete="new-password"
          />
          <Button type="submit" disabled={form.isSubmitting}>
            <FormattedMessage id="resetPassword.submit" defaultMessage="Change password" />
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
