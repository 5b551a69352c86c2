import { useState } from 'react';
import { errorMessage, useServerCall } from 'shared/api';
import { authApi, type Invitation } from 'shared/auth';
import { Button, Loading, Panel, TextField } from 'shared/ui';
import { firstError, Form, FormTextField, rules, useForm } from '../start/form';
import { Link } from '../start/router';
import { AuthCard } from './auth-card';
import { useShellText } from '../texts';

const MIN_LENGTH = 10;

/**
 * /register?invitation=…: a person a facility invited into a customer company (the link of the
 * invitation email). The address is the invitation's; the person confirms the name and chooses
 * a password, and the account is ready to sign in with, the link having proved the address.
 */
export function InvitationPage({ token }: { token: string }) {
  const text = useShellText();
  const invitation = authApi.useInvitationQuery(token);
  if (invitation.isLoading) return <Loading />;
  if (!invitation.data) {
    return (
      <AuthCard title={text('register.title')}>
        <Panel tone="danger" title={errorMessage(invitation.error)} />
        <Link to="/custom-login">{text('forgotPassword.backToSignIn')}</Link>
      </AuthCard>
    );
  }
  return <InvitationForm token={token} invitation={invitation.data} />;
}

function InvitationForm({ token, invitation }: { token: string; invitation: Invitation }) {
  const text = useShellText();
  const [accept] = authApi.useAcceptInvitationMutation();
  const [joined, setJoined] = useState(false);
  const { failure, run } = useServerCall();
  const required = rules.required(text('register.required'));
  const form = useForm({
    initialValues: { firstName: invitation.firstName, lastName: invitation.lastName, password: '' },
    validate: (values) => ({
      firstName: firstError(values.firstName.trim(), required),
      lastName: firstError(values.lastName.trim(), required),
      password: firstError(
        values.password,
        rules.required(text('login.passwordRequired')),
        rules.minLength(MIN_LENGTH, text('resetPassword.tooShort', { min: MIN_LENGTH })),
      ),
    }),
    onSubmit: async (values) => {
      const account = { firstName: values.firstName.trim(), lastName: values.lastName.trim(), password: values.password };
      if (await run(() => accept({ token, account }).unwrap())) setJoined(true);
    },
  });

  const { email, companyName, invitedBy, kind } = invitation;
  return (
    <AuthCard title={text('register.title')}>
      {joined ? (
        <Panel tone="success" title={text('register.joined', { company: companyName, email })}>
          <Link to="/custom-login">{text('register.signIn')}</Link>
        </Panel>
      ) : (
        <>
          <Panel
            title={
              kind === 'TEAM'
                ? text('register.invitedToTeam', { person: invitedBy, company: companyName })
                : text('register.invited', { facility: invitedBy, company: companyName })
            }
          />
          <Form form={form}>
            {failure && <Panel tone="danger" title={failure} />}
            <FormTextField field={form.field('firstName')} label={text('register.firstName')} autoComplete="given-name" />
            <FormTextField field={form.field('lastName')} label={text('register.lastName')} autoComplete="family-name" />
            <TextField label={text('login.email')} type="email" autoComplete="username" value={email} readOnly />
            <FormTextField
              field={form.field('password')}
              label={text('login.password')}
              type="password"
              autoComplete="new-password"
            />
            <Button type="submit" disabled={form.isSubmitting}>
              {text('register.submit')}
            </Button>
          </Form>
        </>
      )}
    </AuthCard>
  );
}
