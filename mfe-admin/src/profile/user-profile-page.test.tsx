import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import UserProfilePage from './user-profile-page';

const PROFILE = {
  firstName: 'Erin',
  lastName: 'Engineer',
  email: 'engineer@demo.test',
  phone: null,
  language: 'en_US',
  dateFormat: 'MMM DD, YYYY',
  pendingEmail: null,
};

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());
jest.setTimeout(20_000);

const open = () => renderWithProviders(<UserProfilePage />, { route: '/profile/update', path: '/profile/update' });

describe('the user profile', () => {
  it('saves the details, the date format chosen by its look', async () => {
    const saved: { phone: string | null; dateFormat: string }[] = [];
    api = stubApi({
      'GET /api/v1/users/profile': PROFILE,
      'PUT /api/v1/users/profile': ({ body }: { body: { phone: string | null; dateFormat: string } }) => {
        saved.push(body);
        return body.phone === '+49 12'
          ? new ApiRefusal(400, {
              code: 'VALIDATION',
              message: 'Please enter a valid phone number',
              details: [{ field: 'body.phone' }],
            } as never)
          : { ...PROFILE, ...body };
      },
    });
    open();
    const form = await screen.findByRole('form', { name: 'Your details' });
    expect(within(form).getByLabelText('First name')).toHaveValue('Erin');
    await userEvent.selectOptions(within(form).getByLabelText('Date format'), '15.02.' + new Date().getFullYear());
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile is saved.')).toBeVisible();
    expect(saved[0]).toEqual(expect.objectContaining({ dateFormat: 'DD.MM.YYYY', phone: null }));
  });

  it('asks for the current password and the same new one twice, and says when the server refuses', async () => {
    api = stubApi({
      'GET /api/v1/users/profile': PROFILE,
      'POST /api/v1/users/password': ({ body }: { body: { currentPassword: string } }) =>
        body.currentPassword === 'wrong'
          ? new ApiRefusal(400, { code: 'VALIDATION', message: 'Your current password is not right' })
          : null,
    });
    open();
    const form = await screen.findByRole('form', { name: 'Password' });
    await userEvent.type(within(form).getByLabelText('New password'), 'A-new-password-1');
    await userEvent.type(within(form).getByLabelText('Repeat the new password'), 'A-new-password-2');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('The two passwords differ')).toBeVisible();
    expect(within(form).getByText('Please enter your current password')).toBeVisible();

    await userEvent.type(within(form).getByLabelText('Current password'), 'wrong');
    await userEvent.clear(within(form).getByLabelText('Repeat the new password'));
    await userEvent.type(within(form).getByLabelText('Repeat the new password'), 'A-new-password-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Your current password is not right');

    await userEvent.clear(within(form).getByLabelText('Current password'));
    await userEvent.type(within(form).getByLabelText('Current password'), 'Demo-Password-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password is changed. Your other sessions were signed out.')).toBeVisible();
    expect(within(form).getByLabelText('New password')).toHaveValue('');
  });

  it('sends the link for a new address and shows that it waits for confirmation', async () => {
    let pending: string | null = null;
    api = stubApi({
      'GET /api/v1/users/profile': () => ({ ...PROFILE, pendingEmail: pending }),
      'POST /api/v1/users/email': ({ body }: { body: { newEmail: string } }) => {
        pending = body.newEmail;
        return { ...PROFILE, pendingEmail: pending };
      },
    });
    open();
    const form = await screen.findByRole('form', { name: 'Change email address' });
    expect(screen.getByText('Your account uses engineer@demo.test.')).toBeVisible();
    await userEvent.type(within(form).getByLabelText('New email address'), 'erin@acme.test');
    await userEvent.type(within(form).getByLabelText('Current password'), 'Demo-Password-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Change email address' }));
    expect(await screen.findByText('We sent a link to erin@acme.test. Your address changes once you open it.')).toBeVisible();
    expect(await screen.findByText('Waiting for erin@acme.test to be confirmed: open the link we sent there.')).toBeVisible();
  });

  it('says when the profile could not be loaded, with the server’s message, and loads it again on Try again', async () => {
    let fail = true;
    api = stubApi({
      'GET /api/v1/users/profile': () => (fail ? new ApiRefusal(500, { code: 'INTERNAL', message: 'Boom' }) : PROFILE),
    });
    open();
    expect(await screen.findByText('Could not load your profile')).toBeVisible();
    expect(screen.getByText('Boom')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Your details' })).toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Change email address' })).toBeVisible();
  });
});
