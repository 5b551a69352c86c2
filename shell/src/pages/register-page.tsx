import { useState } from 'react';
import { errorMessage } from 'shared/api';
import { authApi } from 'shared/auth';
import { useLanguageKey } from 'shared/i18n';
import { Button, Panel, useToast } from 'shared/ui';
import { firstError, Form, FormTextField, rules, useForm } from '../start/form';
import { Link, useSearchParams } from '../start/router';
import { AuthCard } from './auth-card';
import { InvitationPage } from './invitation-page';
import { useShellText } from '../texts';

const FIELDS = [
  { name: 'firstName', id: 'register.firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', id: 'register.lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'companyName', id: 'register.companyName', type: 'text', autoComplete: 'organization' },
  { name: 'email', id: 'login.email', type: 'email', autoComplete: 'email' },
  { name: 'password', id: 'login.password', type: 'password', autoComplete: 'new-password' },
] as const;

/**
 * /register: a customer account. The server answers alike whether or not the address has
 * an account (its owner gets an email instead), so the page only says an email is on its way.
 * With ?invitation=… it is the invited person's page instead.
 */
export function RegisterPage() {
  const [params] = useSearchParams();
  const invitation = params.get('invitation');
  return invitation ? <InvitationPage token={invitation} /> : <CustomerRegistration />;
}

function CustomerRegistration() {
  const toast = useToast();
  const [register] = authApi.useRegisterMutation();
  // The mails the new account gets are in the language it registered in.
  const language = useLanguageKey();
  const [sentTo, setSentTo] = useState<string>();
  const text = useShellText();
  const required = rules.required(text('register.required'));
  const form = useForm({
    initialValues: { firstName: '', lastName: '', companyName: '', email: '', password: '' },
    validate: (values) => ({
      firstName: firstError(values.firstName.trim(), required),
      lastName: firstError(values.lastName.trim(), required),
      companyName: firstError(values.companyName.trim(), required),
      email: firstError(
        values.email.trim(),
        rules.required(text('login.emailRequired')),
        rules.email(text('register.emailInvalid')),
      ),
      password: firstError(
        values.password,
        rules.required(text('login.passwordRequired')),
        rules.minLength(10, text('resetPassword.tooShort', { min: 10 })),
      ),
    }),
    onSubmit: async (values) => {
      const account = { ...values, email: values.email.trim() };
      const result = await register({ ...account, language });
      if ('error' in result) {
        toast.error(errorMessage(result.error));
        return;
      }
      setSentTo(account.email);
    },
  });

  return (
    <AuthCard title={text('register.title')}>
      {sentTo ? (
        <Panel tone="success" title={text('register.sent', { email: sentTo })} />
      ) : (
        <Form form={form}>
          {FIELDS.map((field) => (
            <FormTextField
              key={field.name}
              field={form.field(field.name)}
              label={text(field.id)}
              type={field.type}
              autoComplete={field.autoComplete}
            />
          ))}
          <Button type="submit" disabled={form.isSubmitting}>
            {text('register.submit')}
          </Button>
        </Form>
      )}
      <Link to="/custom-login">{text('forgotPassword.backToSignIn')}</Link>
    </AuthCard>
  );
}
