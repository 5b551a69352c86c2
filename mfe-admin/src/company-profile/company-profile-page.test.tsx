import { screen, waitFor, within } from '@testing-library/react';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import CompanyProfilePage from './company-profile-page';

const engineer = (roles: string[]) => ({
  id: 4,
  email: 'engineer@demo.test',
  firstName: 'Erin',
  lastName: 'Engineer',
  emailVerfied: true,
  roles: [{ roleName: 'ROLE_ENGINEER' }, ...roles.map((roleName) => ({ roleName }))],
  permissions: [],
  serviceProvider: null,
  engineerCompany: { id: 9, companyName: 'Acme Robotics', kind: 'ENGINEER' },
});
const PROFILE = {
  id: 9,
  companyName: 'Acme Robotics',
  permissions: [],
  b2cDashboard: false,
  email: null,
  phone: null,
  website: null,
  addressLine: null,
  city: 'Pittsburgh',
  countryCode: 'US',
  currency: 'USD',
  about: null,
  logoUrl: '/api/v1/companies/9/logo?v=1',
};
const ADDRESS = {
  id: 3,
  label: 'Main dock',
  recipient: 'Goods in',
  line1: '1 Robot Way',
  line2: null,
  city: 'Pittsburgh',
  region: 'PA',
  postalCode: '15201',
  countryCode: 'US',
  phone: null,
  isDefault: true,
};
const CERTIFICATION = { id: 5, name: 'ISO 9001:2015', reference: 'ACME-Q-1', validUntil: '2028-03-31' };

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());
jest.setTimeout(30_000);

const open = () =>
  renderWithProviders(<CompanyProfilePage />, { route: '/engineer/profile/update', path: '/engineer/profile/update' });

describe('the company profile', () => {
  it('lets an admin save the details, see the logo, and keep addresses and certifications', async () => {
    const sent: unknown[] = [];
    api = stubApi({
      'GET /api/v1/users/getUser': engineer(['ENG_ADMIN']),
      'GET /api/v1/engineer/profile': PROFILE,
      'GET /api/v1/geo/countries': [{ name: 'United States', code: 'US', emoji: '', unicode: '', image: '', dialCode: '+1' }],
      'GET /api/v1/deliveryAddress': [ADDRESS],
      'GET /api/v1/engineer/company-profile/certifications': [CERTIFICATION],
      'PUT /api/v1/engineer/profile': ({ body }: { body: object }) => {
        sent.push(body);
        return { ...PROFILE, ...body };
      },
      'POST /api/v1/engineer/company-profile/certifications': ({ body }: { body: object }) => {
        sent.push(body);
        return sent.length === 2
          ? new ApiRefusal(409, { code: 'CONFLICT', message: 'The company has that certification' })
          : { id: 6, ...body };
      },
    });
    const { user } = open();
    expect(await screen.findByRole('img', { name: 'Logo of Acme Robotics' })).toHaveAttribute('src', PROFILE.logoUrl);
    expect(
      within(await screen.findByRole('table', { name: 'Delivery addresses' })).getByRole('row', { name: /Main dock/ }),
    ).toHaveTextContent('Default');
    expect(
      within(screen.getByRole('table', { name: 'Certifications' })).getByRole('row', { name: /ISO 9001/ }),
    ).toHaveTextContent('ACME-Q-1');

    const details = screen.getByRole('form', { name: 'Name and contact details' });
    const website = within(details).getByRole('textbox', { name: 'Website' });
    await user.type(website, 'acme.example.com');
    await user.click(within(details).getByRole('button', { name: 'Save the details' }));
    expect(await within(details).findByText('Please enter the full address, starting with https://')).toBeVisible();
    await user.clear(website);
    await user.type(website, 'https://acme.example.com');
    await user.click(within(details).getByRole('button', { name: 'Save the details' }));
    await waitFor(() =>
      expect(sent).toEqual([
        expect.objectContaining({ companyName: 'Acme Robotics', website: 'https://acme.example.com', city: 'Pittsburgh' }),
      ]),
    );

    await user.click(screen.getByRole('button', { name: 'Add a certification' }));
    const form = screen.getByRole('form', { name: 'New certification' });
    await user.click(within(form).getByRole('button', { name: 'Save the certification' }));
    expect(await within(form).findByText('Please name the standard, e.g. ISO 9001:2015')).toBeVisible();
    await user.type(within(form).getByRole('textbox', { name: 'Standard' }), 'ISO 14001:2015');
    await user.click(within(form).getByRole('button', { name: 'Save the certification' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The company has that certification');
    expect(sent[1]).toEqual({ name: 'ISO 14001:2015', reference: null, validUntil: null });
    await user.click(within(form).getByRole('button', { name: 'Save the certification' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New certification' })).toBeNull());
    expect(sent[2]).toEqual({ name: 'ISO 14001:2015', reference: null, validUntil: null });
  });

  it('shows a person who is no admin the profile without a way to change it', async () => {
    api = stubApi({
      'GET /api/v1/users/getUser': engineer([]),
      'GET /api/v1/engineer/profile': PROFILE,
      'GET /api/v1/geo/countries': [],
      'GET /api/v1/deliveryAddress': [ADDRESS],
      'GET /api/v1/engineer/company-profile/certifications': [],
    });
    open();
    expect(await screen.findByText('Only your company’s admins can change its profile.')).toBeVisible();
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeDisabled();
    // Every section has loaded before the absent buttons are checked (CI once ran ahead of the list).
    expect(await screen.findByText('No certifications yet.')).toBeVisible();
    expect(await screen.findByText('Main dock', { exact: false })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save the details' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a delivery address' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload a logo' })).toBeNull();
  });

  it('says when the profile could not be loaded, with the server’s message, and loads it again on Try again', async () => {
    let fail = true;
    api = stubApi({
      'GET /api/v1/users/getUser': engineer(['ENG_ADMIN']),
      'GET /api/v1/engineer/profile': () => (fail ? new ApiRefusal(500, { code: 'INTERNAL', message: 'Boom' }) : PROFILE),
      'GET /api/v1/geo/countries': [],
      'GET /api/v1/deliveryAddress': [ADDRESS],
      'GET /api/v1/engineer/company-profile/certifications': [CERTIFICATION],
    });
    const { user } = open();
    expect(await screen.findByText('The profile could not be loaded')).toBeVisible();
    expect(screen.getByText('Boom')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: 'Logo of Acme Robotics' })).toBeVisible();
  });

  it('says in its place which section could not be loaded, and loads it again on Try again', async () => {
    let fail = true;
    api = stubApi({
      'GET /api/v1/users/getUser': engineer(['ENG_ADMIN']),
      'GET /api/v1/engineer/profile': PROFILE,
      'GET /api/v1/geo/countries': [],
      'GET /api/v1/deliveryAddress': () =>
        fail ? new ApiRefusal(503, { code: 'UNAVAILABLE', message: 'Try later' }) : [ADDRESS],
      'GET /api/v1/engineer/company-profile/certifications': () =>
        fail ? new ApiRefusal(500, { code: 'INTERNAL', message: 'Boom' }) : [CERTIFICATION],
    });
    const { user } = open();
    const addresses = await screen.findByRole('region', { name: 'Delivery addresses' });
    const certifications = screen.getByRole('region', { name: 'Certifications' });
    expect(await within(addresses).findByText('The profile could not be loaded')).toBeVisible();
    expect(within(addresses).getByText('Try later')).toBeVisible();
    expect(await within(certifications).findByText('Boom')).toBeVisible();
    expect(screen.getByRole('form', { name: 'Name and contact details' })).toBeVisible();
    fail = false;
    await user.click(within(addresses).getByRole('button', { name: 'Try again' }));
    expect(await within(addresses).findByRole('row', { name: /Main dock/ })).toBeVisible();
    await user.click(within(certifications).getByRole('button', { name: 'Try again' }));
    expect(await within(certifications).findByRole('row', { name: /ISO 9001/ })).toBeVisible();
  });
});
