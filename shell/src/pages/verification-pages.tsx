import { useEffect, useRef } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from '../start/router';
import { errorMessage } from 'shared/api';
import { authApi } from 'shared/auth';
import { Button, Loading, Panel, useToast } from 'shared/ui';
import { AuthCard } from './auth-card';
import { useShellText } from '../texts';

/** /account-verify: where an unverified user waits, with a resend button. */
export function AccountVerifyPage() {
  const text = useShellText();
  const toast = useToast();
  const { data: user, isLoading, isError } = authApi.useGetUserQuery();
  const [resend, { isLoading: sending }] = authApi.useResendVerificationMutation();
  if (isError) return <Navigate to="/custom-login" replace />;
  if (isLoading || !user) return <Loading />;
  if (user.emailVerfied) return <Navigate to="/" replace />;
  return (
    <AuthCard title={text('accountVerify.title')}>
      <p>{text('accountVerify.text', { email: user.email })}</p>
      <Button
        disabled={sending}
        onClick={async () => {
          const result = await resend();
          if ('error' in result) toast.error(errorMessage(result.error));
          else toast.success(text('accountVerify.sent'));
        }}
      >
        {text('accountVerify.resend')}
      </Button>
      <Link to="/logout">{text('nav.logout')}</Link>
    </AuthCard>
  );
}

/** /verify-email/{hash}: the link of the verification email. */
export function VerifyEmailPage() {
  const text = useShellText();
  const { hash = '' } = useParams();
  const { isLoading, isError, error } = authApi.useVerifyEmailQuery(hash);
  return (
    <AuthCard title={text('accountVerify.title')}>
      {isLoading ? (
        <Loading />
      ) : isError ? (
        <Panel tone="danger" title={errorMessage(error)} />
      ) : (
        <Panel tone="success" title={text('verifyEmail.success')} />
      )}
      <Link to="/">{text('verifyEmail.continue')}</Link>
    </AuthCard>
  );
}

/** /confirm-email/{token}: the link of an address change (user profile), sent to the new address. */
export function ConfirmEmailPage() {
  const text = useShellText();
  const { token = '' } = useParams();
  const [confirm, result] = authApi.useConfirmEmailMutation();
  const sent = useRef(false);
  useEffect(() => {
    // Once per link: the token is spent by the first call.
    if (sent.current) return;
    sent.current = true;
    void confirm(token);
  }, [confirm, token]);
  return (
    <AuthCard title={text('confirmEmail.title')}>
      {result.isError ? (
        <Panel tone="danger" title={errorMessage(result.error)} />
      ) : result.data ? (
        <Panel tone="success" title={text('confirmEmail.success', { email: result.data.email })} />
      ) : (
        <Loading />
      )}
      <Link to="/custom-login">{text('forgotPassword.backToSignIn')}</Link>
    </AuthCard>
  );
}

/**
 * /saml/login (single sign-on from the login page): sends the browser to the domain's identity
 * provider, and — when the provider's answer was taken — opens the session with the single-use
 * ticket the platform put in the address's fragment, then goes where the person was going (or to
 * the home page).
 */
export function SamlLoginPage() {
  const text = useShellText();
  const navigate = useNavigate();
  const location = useLocation();
  const [start, started] = authApi.useSamlStartMutation();
  const [openSession, session] = authApi.useSamlSessionMutation();
  const ticket = new URLSearchParams(location.hash.replace(/^#/, '')).get('ticket');
  const from = (location.state as { from?: string } | null)?.from;
  const asked = useRef(false);
  useEffect(() => {
    // Once: a ticket opens one session, and a request is remembered by the platform.
    if (asked.current) return;
    asked.current = true;
    if (ticket) {
      void openSession(ticket)
        .unwrap()
        .then((opened) => navigate(opened.returnTo ?? '/', { replace: true }))
        .catch(() => undefined);
    } else {
      void start(from && from !== '/logout' ? from : undefined)
        .unwrap()
        .then(({ url }) => window.location.assign(url))
        .catch(() => undefined);
    }
  }, [from, navigate, openSession, start, ticket]);

  const failure = ticket ? session.error : started.error;
  const notConfigured = !ticket && (started.error as { status?: number } | undefined)?.status === 409;
  return (
    <AuthCard title={text('sso.title')}>
      {failure ? (
        <Panel
          tone="danger"
          title={notConfigured ? text('sso.notConfigured') : ticket ? text('sso.refused') : text('sso.unavailable')}
        >
          {ticket && errorMessage(failure)}
        </Panel>
      ) : (
        <p role="status">{ticket ? text('sso.signingIn') : text('sso.redirecting')}</p>
      )}
      <Link to="/custom-login?Manual=true">{text('forgotPassword.backToSignIn')}</Link>
    </AuthCard>
  );
}
