import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubApi } from 'shared/testing';
import FacilitiesPage from './facilities-page';

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
const facility = (id: number, name: string, relation: string | null) => ({
  id,
  name,
  city: 'Leeds',
  countryCode: 'GB',
  website: null,
  relation,
  processes: ['FDM'],
  machines: [{ model: 'UltiMaker S5', manufacturer: 'UltiMaker', process: 'FDM', count: 2 }],
  materials: ['UltiMaker PLA'],
  certifications: [{ name: 'ISO 9001:2015', reference: 'GB-Q-77102', validUntil: '2027-05-31' }],
});
const ROWS = [facility(1, 'Austin Plant', 'INTERNAL'), facility(3, 'Northwind', 'PRIVATE')];

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());
jest.setTimeout(20_000);

const open = () => renderWithProviders(<FacilitiesPage />, { route: '/engineer/facilities', path: '/engineer/facilities' });

describe('the facilities page', () => {
  it('shows what each facility runs and holds, and lets an admin blacklist one after asking', async () => {
    let saved: unknown;
    api = stubApi({
      'GET /api/v1/users/getUser': engineer(['ENG_ADMIN']),
      'GET /api/v1/engineer/facilities': { totalCount: 2, rows: ROWS },
      'PUT /api/v1/engineer/facilities/3/relation': ({ body }: { body: unknown }) => {
        saved = body;
        return null;
      },
    });
    open();
    const table = await screen.findByRole('table', { name: 'Facilities' });
    const northwind = within(table).getByRole('row', { name: /Northwind/ });
    expect(northwind).toHaveTextContent('UltiMaker S5 ×2');
    expect(northwind).toHaveTextContent('ISO 9001:2015 (until May 31, 2027)');
    // The enterprise's own plant is not the admin's to change.
    const austin = within(table).getByRole('row', { name: /Austin Plant/ });
    expect(austin).toHaveTextContent('Internal (your enterprise)');
    expect(within(austin).queryByRole('combobox')).toBeNull();

    const relation = within(northwind).getByRole('combobox', { name: 'Relation to Northwind' });
    await userEvent.selectOptions(relation, 'Blacklisted');
    const dialog = await screen.findByRole('alertdialog', { name: 'Blacklist Northwind?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(saved).toBeUndefined();
    await userEvent.selectOptions(relation, 'Blacklisted');
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Blacklist' }));
    expect(await screen.findByText('Northwind: Blacklisted')).toBeVisible();
    expect(saved).toEqual({ relation: 'BLACK_LISTED' });
  });

  it('shows the relations read-only to a person who is no admin', async () => {
    api = stubApi({
      'GET /api/v1/users/getUser': engineer(['ENG_NON_ADMIN']),
      'GET /api/v1/engineer/facilities': { totalCount: 2, rows: ROWS },
    });
    open();
    const table = await screen.findByRole('table', { name: 'Facilities' });
    expect(within(table).getByRole('row', { name: /Northwind/ })).toHaveTextContent('Approved');
    expect(within(table).queryByRole('combobox')).toBeNull();
  });
});
