import { Form, Formik } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { authApi } from 'shared/auth';
import { Button, Panel } from 'shared/ui';
import * as yup from 'yup';
import { AuthCard } from './AuthCard';
import { FormField } from './FormField';

/** /forgot-password (spec 2.1, 5, 8): 'Success!' or 'Error!', and a link back to sign in. */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const [forgot] = authApi.useForgotPasswordMutation();
  const [outcome, setOutcome] = useState<'success' | 'error'>();
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  return (
    <AuthCard title={<FormattedMessage id="forgotPassword.title" defaultMessage="Forgot password" />}>
      {outcome === 'success' && <Panel tone="success" title={t('forgotPassword.success', 'Success!')} />}
      {outcome === 'error' && <Panel tone="danger" title={t('forgotPassword.error', 'Error!')} />}
      <Formik
        initialValues={{ email: '' }}
        validationSchema={yup.object({ email: yup.string().trim().required(t('login.emailRequired', 'Please enter email')) })}
        onSubmit={async ({ email }) => setOutcome('error' in (await forgot({ email: email.trim() })) ? 'error' : 'success')}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <FormField name="email" label={t('login.emailOnly', 'Email')} type="email" />
            <Button type="submit" disabled={isSubmitting}>
              <FormattedMessage id="forgotPassword.submit" defaultMessage="Send reset link" />
            </Button>
          </Form>
        )}
      </Formik>
      <Link to="/custom-login">
        <FormattedMessage id="forgotPassword.backToSignIn" defaultMessage="Back to sign in" />
      </Link>
    </AuthCard>
  );
}
