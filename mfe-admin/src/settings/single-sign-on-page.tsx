/**
 * /service-provider/settings/sso (FACILITY_SETTINGS_EDITOR): single sign-on for the domain the
 * admin is on — the login page's block (headlines, button, whether the email form hides behind it)
 * and the domain's SAML identity provider: its metadata, how its attributes map to a person's
 * email, name and roles, and whether it may bring people who have no account yet. The addresses the
 * provider's administrator registers the platform with are shown to copy. Both are audited on the
 * server (SSO_CONFIG).
 */
import { authApi } from 'shared/auth';
import { Loaded, Page, PageHeader } from 'shared/ui';
import { adminApi } from '../api';
import { useText } from '../texts';
import { LoginBlockSection } from './sso-login-block';
import { ProviderSection } from './sso-provider';

export default function SingleSignOnPage() {
  const text = useText();
  const settings = adminApi.useSamlProviderQuery();
  const loginBlock = authApi.useSsoConfigQuery();
  return (
    <Page>
      <PageHeader>
        <h1>{text('sso.title')}</h1>
      </PageHeader>
      <p>{text('sso.intro')}</p>
      <Loaded query={settings} failedTitle={text('sso.fetchFailed')}>
        {(read) => <ProviderSection settings={read} />}
      </Loaded>
      <Loaded query={loginBlock} failedTitle={text('sso.fetchFailed')}>
        {(saved) => <LoginBlockSection saved={saved} />}
      </Loaded>
    </Page>
  );
}
