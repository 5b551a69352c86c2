import path from 'node:path';
import { startSamlIdentityProvider } from '../../server/src/test-support/saml-idp-process';
import { expectNoAxeViolations } from '../support/axe';
import { clockOffsetMs, serverClockEnv } from '../support/clock';
import { logIn } from '../support/login';
import { startServer } from '../support/server';
import { expect, test } from '../support/test';

// An admin sets up single sign-on against a real SAML identity provider process; a person signs
// in through it and lands on the home of their dashboard; a refused answer is told on the
// login page. Its own platform: the login page's single sign-on block would change the others'.

test('an admin sets up single sign-on; a person signs in through the identity provider; refused answers are told', async ({
  browser,
}) => {
  test.setTimeout(150_000); // a platform and an identity provider of its own
  // The provider signs its answers on the run's clock, as the platform checks them.
  const idp = await startSamlIdentityProvider(path.resolve(import.meta.dirname, '../../server'), serverClockEnv());
  await idp.setDirectory([
    { email: 'pat.planner@demo.test', password: 'idp-password', firstName: 'Pat', lastName: 'Planner', groups: 'am-planners' },
  ]);
  const server = await startServer({});
  const newPage = async () => {
    const context = await browser.newContext({ baseURL: server.url });
    if (clockOffsetMs()) await context.clock.install({ time: Date.now() + clockOffsetMs() });
    return context.newPage();
  };
  const admin = await newPage();
  const person = await newPage();
  const signInThroughProvider = async () => {
    await person.goto('/custom-login');
    await person.getByRole('button', { name: 'Sign in with Austin ID' }).click();
    await expect(person.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
    await person.getByLabel('Email').fill('pat.planner@demo.test');
    await person.getByLabel('Password').fill('idp-password');
    await person.getByRole('button', { name: 'Sign in' }).click();
  };
  try {
    await logIn(admin, 'admin@demo.test');
    await admin.goto('/service-provider/settings/sso');
    await expect(admin.getByRole('heading', { level: 1, name: 'Single Sign-On' })).toBeVisible();
    await expect(admin.getByText('No identity provider is set for this domain')).toBeVisible();
    await expectNoAxeViolations(admin);

    // A metadata address that is not one is refused before it is sent.
    await admin.getByLabel('Metadata address').fill('idp.example');
    await admin.getByRole('button', { name: 'Save identity provider' }).click();
    await expect(admin.getByText('Enter a full address (https://…)')).toBeVisible();

    await admin.getByLabel('Metadata address').fill(idp.metadataUrl);
    await admin.getByLabel('Email attribute').fill('email');
    await admin.getByLabel('First name attribute').fill('firstName');
    await admin.getByLabel('Last name attribute').fill('lastName');
    await admin.getByLabel('Roles attribute').fill('groups');
    await admin.getByRole('button', { name: 'Add a role mapping' }).click();
    await admin.getByLabel('Value 1').fill('am-planners');
    await admin.getByLabel('Role 1').selectOption('SP_MANAGER');
    await admin.getByLabel('Create an account at first sign-in (just in time)').check();
    await admin.getByRole('button', { name: 'Save identity provider' }).click();
    await expect(admin.getByText('The identity provider was saved', { exact: true })).toBeVisible();
    const current = admin.getByRole('definition').filter({ hasText: 'Test identity provider (idp)' });
    await expect(current).toBeVisible();

    await admin.getByLabel('Show the single sign-on button on the login page').check();
    await admin.getByLabel('Headline').fill('Welcome to Austin');
    await admin.getByLabel('Button text').fill('Sign in with Austin ID');
    await admin.getByRole('button', { name: 'Save login page' }).click();
    await expect(admin.getByText('The login page was saved', { exact: true })).toBeVisible();
    await expectNoAxeViolations(admin);

    // A person new to the platform signs in through the provider: an account is made, and they
    // land on the service provider's home, their default dashboard.
    await signInThroughProvider();
    await expect(person).toHaveURL(/\/service-provider(\/|$)/);
    await expect(person.getByRole('button', { name: /Pat Planner/ })).toBeVisible();

    // The same answer posted again is refused, and the login page says why.
    const answer = await idp.lastAnswer();
    const replayed = await person.request.post(answer.acs, {
      form: { SAMLResponse: answer.SAMLResponse, RelayState: '' },
      maxRedirects: 0,
    });
    expect(replayed.headers().location).toBe('/custom-login?sso=REPLAYED');
    await person.context().clearCookies();
    await person.goto('/custom-login?sso=REPLAYED');
    await expect(person.getByText('This sign-in was already used or is no longer awaited. Please sign in again.')).toBeVisible();

    // An answer that expired is refused too.
    await idp.answerNext('expired');
    await signInThroughProvider();
    await expect(person).toHaveURL(/\/custom-login\?sso=EXPIRED/);
    await expect(person.getByRole('region', { name: 'Single sign-on did not sign you in' })).toContainText(
      'Your organisation’s sign-in answer has expired',
    );
    await expectNoAxeViolations(person);
  } finally {
    await admin.context().close();
    await person.context().close();
    await server.stop();
    await idp.stop();
  }
});
