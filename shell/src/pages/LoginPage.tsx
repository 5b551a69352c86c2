import { FormattedMessage, useIntl } from 'react-intl';
import { authApi } from 'shared/auth';
import { Button, useToast } from 'shared/ui';
import { firstError, Form, FormTextField, rules, useForm } from '../start/form';
import { Link, useLocation, useNavigate, useSearchParams } from '../start/router';
import { AuthCard } from './AuthCard';

/** /custom-login (spec 2.1, 5): optional single sign-on block above the manual form. */
export function LoginPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const toast = useToast();
  const [login] = authApi.useLoginMutation();
  const { data: sso } = authApi.useSsoConfigQuery();
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  // customLogin hides the manual form behind single sign-on, unless ?Manual=true asks for it.
  const showManual = !sso?.customLogin || params.get('Manual') === 'true';
  const from = (location.state as { from?: string } | null)?.from;

  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: ({ email, password }) => ({
      email: firstError(email.trim(), rules.required(t('login.emailRequired', 'Please enter email'))),
      password: firstError(password, rules.required(t('login.passwordRequired', 'Please enter password'))),
    }),
    onSubmit: async (values) => {
      const result = await login({ email: values.email.trim(), password: values.password });
      if ('error' in result) {
        toast.error(t('login.failed', 'Unable to log in'));
        return;
      }
      navigate(from && from !== '/logout' ? from : '/', { replace: true });
    },
  });

  return (
    <AuthCard title={<FormattedMessage id="login.title" defaultMessage="Sign in" />}>
      {sso && sso.authType === 'SAML' && (
        <section aria-label="Single sign-on">
          {sso.headline1 && <h2>{sso.headline1}</h2>}
          {sso.headline2 && <p>{sso.headline2}</p>}
          <Button onClick={() => navigate('/saml/login')}>{sso.buttonText || 'SSO'}</Button>
        </section>
      )}
      {showManual && (
        <Form form={form}>
          <FormTextField
            field={form.field('email')}
            label={t('login.email', 'Username or email')}
            type="email"
            autoComplete="username"
          />
          <FormTextField
            field={form.field('password')}
            label={t('login.password', 'Password')}
            type="password"
            autoComplete="current-password"
          />
          <Button type="submit" disabled={form.isSubmitting}>
            <FormattedMessage id="login.submit" defaultMessage="Sign in" />
          </Button>
        </Form>
      )}
      <Link to="/forgot-password">
        <FormattedMessage id="login.forgotPassword" defaultMessage="Forgot password?" />
      </Link>
      <Link to="/register">
        <FormattedMessage id="login.register" defaultMessage="Create an account" />
      </Link>
    </AuthCard>
  );
}
