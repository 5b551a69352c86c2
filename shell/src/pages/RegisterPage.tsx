import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessage } from 'shared/api';
import { authApi } from 'shared/auth';
import { Button, Panel, useToast } from 'shared/ui';
import { firstError, Form, FormTextField, rules, useForm } from '../start/form';
import { Link } from '../start/router';
import { AuthCard } from './AuthCard';

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
  const required = rules.required(t('register.required', 'Please fill in this field'));
  const form = useForm({
    initialValues: { firstName: '', lastName: '', companyName: '', email: '', password: '' },
    validate: (values) => ({
      firstName: firstError(values.firstName.trim(), required),
      lastName: firstError(values.lastName.trim(), required),
      companyName: firstError(values.companyName.trim(), required),
      email: firstError(
        values.email.trim(),
        rules.required(t('login.emailRequired', 'Please enter email')),
        rules.email(t('register.emailInvalid', 'Please enter a valid email')),
      ),
      password: firstError(
        values.password,
        rules.required(t('login.passwordRequired', 'Please enter password')),
        rules.minLength(10, t('resetPassword.tooShort', 'Password must be at least {min} characters long', { min: 10 })),
      ),
    }),
    onSubmit: async (values) => {
      const account = { ...values, email: values.email.trim() };
      const result = await register(account);
      if ('error' in result) {
        toast.error(errorMessage(result.error));
        return;
      }
      setSentTo(account.email);
    },
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
        <Form form={form}>
          {FIELDS.map((field) => (
            <FormTextField
              key={field.name}
              field={form.field(field.name)}
              label={t(field.id, field.label)}
              type={field.type}
              autoComplete={field.autoComplete}
            />
          ))}
          <Button type="submit" disabled={form.isSubmitting}>
            <FormattedMessage id="register.submit" defaultMessage="Create account" />
          </Button>
        </Form>
      )}
      <Link to="/custom-login">
        <FormattedMessage id="forgotPassword.backToSignIn" defaultMessage="Back to sign in" />
      </Link>
    </AuthCard>
  );
}
