import { screen, within } from '@testing-library/react';
import type { SsoConfig } from 'shared/contracts';
import { ApiRefusal, renderWithProviders, stubApi, type ApiAnswers } from 'shared/testing';
import type { SamlProviderInput, SamlProviderSettings } from '../api';
import { DAY } from '../test-fixtures';
import SingleSignOnPage from './single-sign-on-page';

const NO_PROVIDER: SamlProviderSettings = {
  domain: 'forge.platform.test',
  serviceProvider: {
    entityId: 'https://forge.platform.test/saml',
    acsUrl: 'https://forge.platform.test/api/v1/saml/acs',
    metadataUrl: 'https://forge.platform.test/api/v1/saml/metadata',
  },
  provider: null,
};
const WITH_PROVIDER: SamlProviderSettings = {
  ...NO_PROVIDER,
  provider: {
    metadataUrl: 'https://login.forge.test/metadata.xml',
    entityId: 'https://login.forge.test/idp',
    ssoUrl: 'https://login.forge.test/sso',
    certificates: [{ subject: 'CN=login.forge.test', validTo: Date.now() + 300 * DAY, sha256: 'AB:CD:EF:01' }],
    emailAttribute: 'mail',
    firstNameAttribute: 'givenName',
    lastNameAttribute: 'sn',
    rolesAttribute: '',
    roleMap: [],
    provisioning: 'EXISTING_ONLY',
    updatedAt: Date.now() - 5 * DAY,
  },
};
const LOGIN_BLOCK: SsoConfig = {
  headline1: 'Forge Works people',
  headline2: 'Sign in with your company account',
  authType: 'SAML',
  customLogin: false,
  buttonText: 'Company sign-in',
};

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());
jest.setTimeout(30_000);

const open = (answers: ApiAnswers) => {
  api = stubApi({ 'GET /api/v1/misc/login-sso-config': LOGIN_BLOCK, ...answers });
  return renderWithProviders(<SingleSignOnPage />, {
    route: '/service-provider/settings/sso',
    path: '/service-provider/settings/sso',
  });
};

describe('the single sign-on page: the identity provider', () => {
  it('shows the addresses to register with, and asks for metadata and mapped roles before saving', async () => {
    const sent: SamlProviderInput[] = [];
    const { user } = open({
      'GET /api/v1/sp/saml-provider': NO_PROVIDER,
      'PUT /api/v1/sp/saml-provider': ({ body }: { body: SamlProviderInput }) => {
        sent.push(body);
        return sent.length === 1
          ? new ApiRefusal(400, { code: 'VALIDATION', message: 'The metadata could not be read' })
          : WITH_PROVIDER;
      },
    });
    expect(await screen.findByRole('heading', { name: 'Identity provider of forge.platform.test' })).toBeVisible();
    expect(screen.getByText('https://forge.platform.test/api/v1/saml/acs')).toBeVisible();
    expect(screen.getByText(/^No identity provider is set for this domain/)).toBeVisible();
    const form = screen.getByRole('form', { name: 'Identity provider settings' });
    await user.type(within(form).getByLabelText('Metadata address'), 'login.forge.test');
    await user.click(within(form).getByRole('button', { name: 'Add a role mapping' }));
    await user.click(within(form).getByRole('button', { name: 'Save identity provider' }));
    expect(await within(form).findByText('Enter a full address (https://…)')).toBeVisible();
    expect(within(form).getByText('Name the attribute whose values grant these roles')).toBeVisible();
    expect(within(form).getByText('Enter the value that grants this role')).toBeVisible();
    expect(sent).toEqual([]);

    await user.clear(within(form).getByLabelText('Metadata address'));
    await user.type(within(form).getByLabelText('Metadata address'), ' https://login.forge.test/metadata.xml ');
    await user.type(within(form).getByLabelText('Email attribute'), 'mail');
    await user.type(within(form).getByLabelText('Roles attribute'), 'groups');
    await user.type(within(form).getByLabelText('Value 1'), 'mes-admins');
    await user.selectOptions(within(form).getByLabelText('Role 1'), 'SP_ADMIN');
    // A second mapping, taken out again, leaves the first as it was.
    await user.click(within(form).getByRole('button', { name: 'Add a role mapping' }));
    await user.type(within(form).getByLabelText('Value 2'), 'mes-viewers');
    await user.click(within(form).getByRole('button', { name: 'Remove mapping 2' }));
    expect(within(form).queryByLabelText('Value 2')).toBeNull();
    await user.click(within(form).getByRole('radio', { name: 'Create an account at first sign-in (just in time)' }));
    await user.click(within(form).getByRole('button', { name: 'Save identity provider' }));
    expect(await screen.findByText('The single sign-on settings could not be saved')).toBeVisible();
    expect(within(form).getByRole('alert')).toHaveTextContent('The metadata could not be read');
    expect(within(form).getByLabelText('Email attribute')).toHaveValue('mail');
    await user.click(within(form).getByRole('button', { name: 'Save identity provider' }));
    expect(await screen.findByText('The identity provider was saved')).toBeVisible();
    const provider = {
      metadataUrl: 'https://login.forge.test/metadata.xml',
      emailAttribute: 'mail',
      firstNameAttribute: '',
      lastNameAttribute: '',
      rolesAttribute: 'groups',
      roleMap: [{ value: 'mes-admins', role: 'SP_ADMIN' }],
      provisioning: 'JUST_IN_TIME',
    };
    expect(sent).toEqual([provider, provider]);
  });

  it('shows the provider in use and removes it only after asking', async () => {
    let settings = WITH_PROVIDER;
    const { user } = open({
      'GET /api/v1/sp/saml-provider': () => settings,
      'DELETE /api/v1/sp/saml-provider': () => {
        settings = NO_PROVIDER;
        return null;
      },
    });
    expect(await screen.findByText('https://login.forge.test/idp')).toBeVisible();
    expect(screen.getByText(/^CN=login\.forge\.test · valid until/)).toBeVisible();
    const form = screen.getByRole('form', { name: 'Identity provider settings' });
    expect(within(form).getByLabelText('Metadata address')).toHaveValue('https://login.forge.test/metadata.xml');
    expect(within(form).getByRole('button', { name: 'Save identity provider' })).toBeDisabled();

    await user.click(within(form).getByRole('button', { name: 'Remove identity provider' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove the identity provider?' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(api.calls).not.toContain('DELETE /api/v1/sp/saml-provider');
    await user.click(within(form).getByRole('button', { name: 'Remove identity provider' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('The identity provider was removed')).toBeVisible();
    expect(api.calls).toContain('DELETE /api/v1/sp/saml-provider');
    expect(await screen.findByText(/^No identity provider is set for this domain/)).toBeVisible();
  });
});

describe('the single sign-on page: the login page', () => {
  it('saves the login page’s block; Discard changes puts it back; a failed read offers Try again', async () => {
    let fail = true;
    const sent: SsoConfig[] = [];
    const { user } = open({
      'GET /api/v1/sp/saml-provider': () => (fail ? new ApiRefusal(500, { code: 'INTERNAL', message: 'Boom' }) : NO_PROVIDER),
      'POST /api/v1/misc/login-sso-config': ({ body }: { body: SsoConfig }) => {
        sent.push(body);
        return sent.length === 1 ? new ApiRefusal(400, { code: 'VALIDATION', message: 'The button needs a text' }) : body;
      },
    });
    expect(await screen.findByText('The single sign-on settings could not be loaded')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Identity provider settings' })).toBeVisible();

    const form = screen.getByRole('form', { name: 'Login page' });
    expect(within(form).getByRole('checkbox', { name: 'Show the single sign-on button on the login page' })).toBeChecked();
    expect(within(form).getByLabelText('Button text')).toHaveValue('Company sign-in');
    const save = within(form).getByRole('button', { name: 'Save login page' });
    expect(save).toBeDisabled();
    await user.clear(within(form).getByLabelText('Headline'));
    await user.click(within(form).getByRole('button', { name: 'Discard changes' }));
    expect(within(form).getByLabelText('Headline')).toHaveValue('Forge Works people');

    await user.click(within(form).getByRole('checkbox', { name: 'Show the single sign-on button on the login page' }));
    await user.click(within(form).getByRole('checkbox', { name: /^Hide the email and password form/ }));
    await user.click(save);
    expect(await within(form).findByRole('alert')).toHaveTextContent('The button needs a text');
    await user.click(save);
    expect(await screen.findByText('The login page was saved')).toBeVisible();
    const block = { ...LOGIN_BLOCK, authType: 'NONE', customLogin: true };
    expect(sent).toEqual([block, block]);
  });
});
