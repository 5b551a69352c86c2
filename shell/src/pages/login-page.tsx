import { authApi } from 'shared/auth';
import { Button, Panel, useToast } from 'shared/ui';
import { Link, useLocation, useNavigate, useSearchParams } from '../start/router';
import { AuthCard } from './auth-card';
import { SignInForm, type SignInValues } from './sign-in-form';
import { isShellText, useShellText, type ShellTextId } from '../texts';

/** /custom-login: optional single sign-on block above the manual form. */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const toast = useToast();
  const [login] = authApi.useLoginMutation();
  const { data: sso } = authApi.useSsoConfigQuery();
  const text = useShellText();
  // customLogin hides the manual form behind single sign-on, unless ?Manual=true asks for it.
  const showManual = !sso?.customLogin || params.get('Manual') === 'true';
  const { from, ended } = (location.state as { from?: string; ended?: boolean } | null) ?? {};
  // Why single sign-on refused the identity provider's answer, as the platform sent it back here.
  const ssoRefusal = params.get('sso');
  const ssoRefusalText =
    ssoRefusal && isShellText(`sso.error.${ssoRefusal}`) ? text(`sso.error.${ssoRefusal}` as ShellTextId) : undefined;

  const signIn = async (values: SignInValues) => {
    const result = await login(values);
    if ('error' in result) {
      const code = (result.error as { data?: { code?: string } }).data?.code;
      toast.error(text(code === 'ACCOUNT_DEACTIVATED' ? 'login.deactivated' : 'login.failed'));
      return;
    }
    navigate(from && from !== '/logout' ? from : '/', { replace: true });
  };

  return (
    <AuthCard title={text('login.title')}>
      {ended && <Panel tone="warning" title={text('login.sessionEnded')} />}
      {ssoRefusalText && (
        <Panel tone="danger" title={text('sso.refused')}>
          {ssoRefusalText}
        </Panel>
      )}
      {sso && sso.authType === 'SAML' && (
        <section aria-label="Single sign-on">
          {sso.headline1 && <h2>{sso.headline1}</h2>}
          {sso.headline2 && <p>{sso.headline2}</p>}
          <Button onClick={() => navigate('/saml/login', { state: { from } })}>{sso.buttonText || 'SSO'}</Button>
        </section>
      )}
      {showManual && <SignInForm onSubmit={signIn} />}
      <Link to="/forgot-password">{text('login.forgotPassword')}</Link>
      <Link to="/register">{text('login.register')}</Link>
    </AuthCard>
  );
}
