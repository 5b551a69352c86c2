import { Formik, Form } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { authApi } from 'shared/auth';
import { Button, useToast } from 'shared/ui';
import * as yup from 'yup';
import { AuthCard } from './AuthCard';
import { FormField } from './FormField';

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

  const schema = yup.object({
    email: yup.string().trim().required(t('login.emailRequired', 'Please enter email')),
    password: yup.string().required(t('login.passwordRequired', 'Please enter password')),
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
        <Formik
          initialValues={{ email: '', password: '' }}
          validationSchema={schema}
          onSubmit={async (values) => {
            const result = await login({ email: values.email.trim(), password: values.password });
            if ('error' in result) {
              toast.error(t('login.failed', 'Unable to log in'));
              return;
            }
            navigate(from && from !== '/logout' ? from : '/', { replace: true });
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <FormField name="email" label={t('login.email', 'Username or email')} type="email" autoComplete="username" />
              <FormField
                name="password"
                label={t('login.password', 'Password')}
                type="password"
                autoComplete="current-password"
              />
              <Button type="submit" disabled={isSubmitting}>
                <FormattedMessage id="login.submit" defaultMessage="Sign in" />
              </Button>
            </Form>
          )}
        </Formik>
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
