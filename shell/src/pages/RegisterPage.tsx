import { Form, Formik } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { errorMessage } from 'shared/api';
import { authApi } from 'shared/auth';
import { Button, Panel, useToast } from 'shared/ui';
import * as yup from 'yup';
import { AuthCard } from './AuthCard';
import { FormField } from './FormField';

const FIELDS = [
  { name: 'firstName', id: 'register.firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', id: 'register.lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'companyName', id: 'register.companyName', label: 'Company name', type: 'text', autoComplete: 'organization' },
  { name: 'email', id: 'login.emailOnly', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', id: 'login.password', label: 'Password', type: 'password', autoComplete: 'new-password' },
] as const;

/**
 * /register: a customer account. The server answers alike whether or not the address has
 * an account (its owner gets an email instead), so the page only says an email is on its way.
 */
export function RegisterPage() {
  const intl = useIntl();
  const toast = useToast();
  const [register] = authApi.useRegisterMutation();
  const [sentTo, setSentTo] = useState<string>();
  const t = (id: string, defaultMessage: string, values?: Record<string, number>) =>
    intl.formatMessage({ id, defaultMessage }, values);
  const required = t('register.required', 'Please fill in this field');
  const schema = yup.object({
    firstName: yup.string().trim().required(required),
    lastName: yup.string().trim().required(required),
    companyName: yup.string().trim().required(required),
    email: yup
      .string()
      .trim()
      .required(t('login.emailRequired', 'Please enter email'))
      .email(t('register.emailInvalid', 'Please enter a valid email')),
    password: yup
      .string()
      .required(t('login.passwordRequired', 'Please enter password'))
      .min(10, t('resetPassword.tooShort', 'Password must be at least {min} characters long', { min: 10 })),
  });
  return (
    <AuthCard title={<FormattedMessage id="register.title" defaultMessage="Create an account" />}>
      {sentTo ? (
        <Panel
          tone="success"
          title={
            <FormattedMessage
              id="register.sent"
              defaultMessage="We sent an email to {email}. Open its link to continue."
              values={{ email: sentTo }}
            />
          }
        />
      ) : (
        <Formik
          initialValues={{ firstName: '', lastName: '', companyName: '', email: '', password: '' }}
          validationSchema={schema}
          onSubmit={async (values) => {
            const account = { ...values, email: values.email.trim() };
            const result = await register(account);
            if ('error' in result) {
              toast.error(errorMessage(result.error));
              return;
            }
            setSentTo(account.email);
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              {FIELDS.map((field) => (
                <FormField
                  name={field.name}
                  label={t(field.id, field.label)}
                  type={field.type}
                  autoComplete={field.autoComplete}
                />
              ))}
              <Button type="submit" disabled={isSubmitting}>
                <FormattedMessage id="register.submit" defaultMessage="Create account" />
              </Button>
            </Form>
          )}
        </Formik>
      )}
      <Link to="/custom-login">
        <FormattedMessage id="forgotPassword.backToSignIn" defaultMessage="Back to sign in" />
      </Link>
    </AuthCard>
  );
}
