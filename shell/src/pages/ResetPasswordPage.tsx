import { Form, Formik } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from 'shared/api';
import { authApi } from 'shared/auth';
import { Button, Panel } from 'shared/ui';
import * as yup from 'yup';
import { AuthCard } from './AuthCard';
import { FormField } from './FormField';

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
  const schema = yup.object({
    password: yup
      .string()
      .required(t('login.passwordRequired', 'Please enter password'))
      .min(MIN_LENGTH, t('resetPassword.tooShort', 'Password must be at least {min} characters long', { min: MIN_LENGTH })),
    confirm: yup
      .string()
      .required(t('login.passwordRequired', 'Please enter password'))
      .oneOf([yup.ref('password')], t('resetPassword.mismatch', 'The passwords do not match')),
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
        <Formik
          initialValues={{ password: '', confirm: '' }}
          validationSchema={schema}
          onSubmit={async ({ password }) => {
            const result = await reset({ token: params.get('token') ?? '', password });
            if ('error' in result) setFailure(errorMessage(result.error));
            else setDone(true);
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              {failure && <Panel tone="danger" title={failure} />}
              <FormField
                name="password"
                label={t('resetPassword.password', 'New password')}
                type="password"
                autoComplete="new-password"
              />
              <FormField
                name="confirm"
                label={t('resetPassword.confirm', 'Repeat the new password')}
                type="password"
                autoComplete="new-password"
              />
              <Button type="submit" disabled={isSubmitting}>
                <FormattedMessage id="resetPassword.submit" defaultMessage="Change password" />
              </Button>
            </Form>
          )}
        </Formik>
      )}
    </AuthCard>
  );
}
