import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { authApi } from 'shared/auth';
import { Button, Panel } from 'shared/ui';
import { firstError, Form, FormTextField, rules, useForm } from '../start/form';
import { Link } from '../start/router';
import { AuthCard } from './AuthCard';

/** /forgot-password (spec 2.1, 5, 8): 'Success!' or 'Error!', and a link back to sign in. */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const [forgot] = authApi.useForgotPasswordMutation();
  const [outcome, setOutcome] = useState<'success' | 'error'>();
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  const form = useForm({
    initialValues: { email: '' },
    validate: ({ email }) => ({
      email: firstError(email.trim(), rules.required(t('login.emailRequired', 'Please enter email'))),
    }),
    onSubmit: async ({ email }) => setOutcome('error' in (await forgot({ email: email.trim() })) ? 'error' : 'success'),
  });
  return (
    <AuthCard title={<FormattedMessage id="forgotPassword.title" defaultMessage="Forgot password" />}>
      {outcome === 'success' && <Panel tone="success" title={t('forgotPassword.success', 'Success!')} />}
      {outcome === 'error' && <Panel tone="danger" title={t('forgotPassword.error', 'Error!')} />}
      <Form form={form}>
        <FormTextField field={form.field('email')} label={t('login.emailOnly', 'Email')} type="email" />
        <Button type="submit" disabled={form.isSubmitting}>
          <FormattedMessage id="forgotPassword.submit" defaultMessage="Send reset link" />
        </Button>
      </Form>
      <Link to="/custom-login">
        <FormattedMessage id="forgotPassword.backToSignIn" defaultMessage="Back to sign in" />
      </Link>
    </AuthCard>
  );
}
