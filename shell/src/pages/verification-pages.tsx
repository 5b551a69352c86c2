import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useParams } from '../start/router';
import { errorMessage } from 'shared/api';
import { authApi } from 'shared/auth';
import { Button, Loading, Panel, useToast } from 'shared/ui';
import { AuthCard } from './AuthCard';

/** /account-verify: where an unverified user waits, with a resend button. */
export function AccountVerifyPage() {
  const intl = useIntl();
  const toast = useToast();
  const { data: user, isLoading, isError } = authApi.useGetUserQuery();
  const [resend, { isLoading: sending }] = authApi.useResendVerificationMutation();
  if (isError) return <Navigate to="/custom-login" replace />;
  if (isLoading || !user) return <Loading />;
  if (user.emailVerfied) return <Navigate to="/" replace />;
  return (
    <AuthCard title={<FormattedMessage id="accountVerify.title" defaultMessage="Verify your email address" />}>
      <p>
        <FormattedMessage
          id="accountVerify.text"
          defaultMessage="We sent a verification link to {email}. Open it to continue."
          values={{ email: user.email }}
        />
      </p>
      <Button
        disabled={sending}
        onClick={async () => {
          const result = await resend();
          if ('error' in result) toast.error(errorMessage(result.error));
          else
            toast.success(
              intl.formatMessage({ id: 'accountVerify.sent', defaultMessage: 'A new verification email is on its way.' }),
            );
        }}
      >
        <FormattedMessage id="accountVerify.resend" defaultMessage="Send the email again" />
      </Button>
      <Link to="/logout">
        <FormattedMessage id="nav.logout" defaultMessage="Log Out" />
      </Link>
    </AuthCard>
  );
}

/** /verify-email/{hash}: the link of the verification email. */
export function VerifyEmailPage() {
  const { hash = '' } = useParams();
  const { isLoading, isError, error } = authApi.useVerifyEmailQuery(hash);
  return (
    <AuthCard title={<FormattedMessage id="accountVerify.title" defaultMessage="Verify your email address" />}>
      {isLoading ? (
        <Loading />
      ) : isError ? (
        <Panel tone="danger" title={errorMessage(error)} />
      ) : (
        <Panel
          tone="success"
          title={<FormattedMessage id="verifyEmail.success" defaultMessage="Your email address has been verified." />}
        />
      )}
      <Link to="/">
        <FormattedMessage id="verifyEmail.continue" defaultMessage="Continue" />
      </Link>
    </AuthCard>
  );
}

/** /saml/login: starts single sign-on when the domain has it, says so clearly when not. */
export function SamlLoginPage() {
  const { data: sso, isLoading } = authApi.useSsoConfigQuery();
  if (isLoading) return <Loading />;
  return (
    <AuthCard title={<FormattedMessage id="sso.title" defaultMessage="Single sign-on" />}>
      <Panel
        tone={sso?.authType === 'SAML' ? 'info' : 'danger'}
        title={
          sso?.authType === 'SAML' ? (
            <FormattedMessage
              id="sso.unavailable"
              defaultMessage="Single sign-on is not available right now. Please use your email and password."
            />
          ) : (
            <FormattedMessage id="sso.notConfigured" defaultMessage="Single sign-on is not configured for this site." />
          )
        }
      />
      <Link to="/custom-login?Manual=true">
        <FormattedMessage id="forgotPassword.backToSignIn" defaultMessage="Back to sign in" />
      </Link>
    </AuthCard>
  );
}
