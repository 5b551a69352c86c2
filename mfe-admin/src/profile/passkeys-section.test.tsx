/**
 * The profile's passkeys. The browser's WebAuthn API is replaced at its boundary only
 * (`window.PublicKeyCredential`, `navigator.credentials.create`): @simplewebauthn/browser runs
 * as in a browser, and the server answers through fetch.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import UserProfilePage from './user-profile-page';

const PROFILE = {
  firstName: 'Paula',
  lastName: 'Planner',
  email: 'planner@demo.test',
  phone: null,
  language: 'en_US',
  dateFormat: 'MMM DD, YYYY',
  pendingEmail: null,
};
const LAPTOP = { id: 7, name: 'Work laptop', createdAt: '2026-11-02T09:00:00.000Z', lastUsedAt: null, backedUp: false };
const PHONE = {
  id: 8,
  name: 'Phone',
  createdAt: '2026-11-03T09:00:00.000Z',
  lastUsedAt: '2026-11-04T10:30:00.000Z',
  backedUp: true,
};
const bytes = (text: string) => new TextEncoder().encode(text).buffer;
const b64url = (text: string) => Buffer.from(text).toString('base64url');
const OPTIONS = {
  challenge: b64url('registration-challenge'),
  rp: { id: 'localhost', name: 'AM Platform' },
  user: { id: b64url('user-2'), name: 'planner@demo.test', displayName: 'Paula Planner' },
  pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
  timeout: 300000,
  attestation: 'none',
  excludeCredentials: [{ id: b64url('credential-7'), type: 'public-key', transports: ['internal'] }],
  authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
};

let api: ReturnType<typeof stubApi>;
let create: jest.Mock;
beforeEach(() => {
  create = jest.fn(async () => ({
    id: b64url('credential-9'),
    rawId: bytes('credential-9'),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    response: {
      clientDataJSON: bytes('{"type":"webauthn.create"}'),
      attestationObject: bytes('attestation'),
      getTransports: () => ['internal'],
    },
    getClientExtensionResults: () => ({}),
  }));
  Object.assign(window, { PublicKeyCredential: function PublicKeyCredential() {} });
  Object.defineProperty(navigator, 'credentials', { value: { create }, configurable: true });
});
afterEach(() => {
  api.restore();
  delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
  delete (navigator as { credentials?: unknown }).credentials;
});
jest.setTimeout(20_000);

const open = () => renderWithProviders(<UserProfilePage />, { route: '/profile/update', path: '/profile/update' });

describe('the profile’s passkeys', () => {
  it('lists the person’s passkeys and removes one only once the removal is confirmed', async () => {
    const removed: string[] = [];
    let listed = [LAPTOP, PHONE];
    api = stubApi({
      'GET /api/v1/users/profile': PROFILE,
      'GET /api/v1/users/passkeys': () => listed,
      'DELETE /api/v1/users/passkeys/8': () => {
        removed.push('Phone');
        listed = [LAPTOP];
        return null;
      },
    });
    open();
    const table = await screen.findByRole('table', { name: 'Passkeys for signatures' });
    await within(table).findByText('Phone');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/Work laptop.*Nov 02, 2026.*Never/);
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent(/Phone.*Nov 04, 2026/);

    await userEvent.click(within(table).getByRole('button', { name: 'Remove the passkey Phone' }));
    const question = await screen.findByRole('alertdialog', { name: 'Remove the passkey Phone?' });
    expect(question).toHaveTextContent('You can no longer sign with it. Signatures made with it stay as they are.');
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));
    expect(removed).toEqual([]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Remove the passkey Phone' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The passkey Phone is removed.')).toBeVisible();
    expect(removed).toEqual(['Phone']);
    await waitFor(() => expect(within(table).queryByText('Phone')).not.toBeInTheDocument());
  });

  it('adds a passkey: the current password, then the authenticator, then the server keeps it', async () => {
    const kept: unknown[] = [];
    api = stubApi({
      'GET /api/v1/users/profile': PROFILE,
      'GET /api/v1/users/passkeys': [],
      'POST /api/v1/users/passkeys/options': ({ body }: { body: { currentPassword: string } }) =>
        body.currentPassword === 'wrong'
          ? new ApiRefusal(400, { code: 'BAD_REQUEST', message: 'Your current password is not right' })
          : OPTIONS,
      'POST /api/v1/users/passkeys': ({ body }: { body: { name: string } }) => {
        kept.push(body);
        return { ...LAPTOP, id: 9, name: body.name };
      },
    });
    open();
    expect(await screen.findByText('You have no passkey yet: you sign with your password.')).toBeVisible();
    const form = screen.getByRole('form', { name: 'Add a passkey' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add a passkey' }));
    expect(await within(form).findByText('Please name the passkey')).toBeVisible();
    expect(within(form).getByText('Please enter your current password')).toBeVisible();

    await userEvent.type(within(form).getByLabelText('Name'), ' Work laptop ');
    await userEvent.type(within(form).getByLabelText('Current password'), 'wrong');
    await userEvent.click(within(form).getByRole('button', { name: 'Add a passkey' }));
    expect(await within(form).findByText('Your current password is not right')).toBeVisible();
    expect(create).not.toHaveBeenCalled();

    await userEvent.clear(within(form).getByLabelText('Current password'));
    await userEvent.type(within(form).getByLabelText('Current password'), 'Demo-Password-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('The passkey Work laptop is added: you may sign with it now.')).toBeVisible();
    // The authenticator was asked with the server's options; what it made went back under the name.
    const { publicKey } = create.mock.calls[0][0];
    expect(Buffer.from(publicKey.challenge).toString()).toBe('registration-challenge');
    expect(publicKey.excludeCredentials.map((c: { id: ArrayBuffer }) => Buffer.from(c.id).toString())).toEqual(['credential-7']);
    expect(kept).toEqual([
      {
        name: 'Work laptop',
        response: {
          id: b64url('credential-9'),
          rawId: b64url('credential-9'),
          type: 'public-key',
          authenticatorAttachment: 'platform',
          clientExtensionResults: {},
          response: {
            clientDataJSON: b64url('{"type":"webauthn.create"}'),
            attestationObject: b64url('attestation'),
            transports: ['internal'],
          },
        },
      },
    ]);
    await waitFor(() => expect(within(form).getByLabelText('Name')).toHaveValue(''));
  });

  it('says why no passkey was made: cancelled at the authenticator, or one made there already', async () => {
    api = stubApi({
      'GET /api/v1/users/profile': PROFILE,
      'GET /api/v1/users/passkeys': [LAPTOP],
      'POST /api/v1/users/passkeys/options': OPTIONS,
    });
    create
      .mockRejectedValueOnce(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'))
      .mockRejectedValueOnce(new DOMException('The authenticator was previously registered.', 'InvalidStateError'));
    open();
    const form = await screen.findByRole('form', { name: 'Add a passkey' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Second laptop');
    await userEvent.type(within(form).getByLabelText('Current password'), 'Demo-Password-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Add a passkey' }));
    expect(await within(form).findByText('No passkey was made: the request was cancelled or timed out.')).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: 'Add a passkey' }));
    expect(await within(form).findByText('This device holds one of your passkeys already.')).toBeVisible();
    expect(api.calls.filter((call) => call === 'POST /api/v1/users/passkeys')).toEqual([]);
  });

  it('says where the browser cannot use passkeys, and offers no form there', async () => {
    delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
    api = stubApi({ 'GET /api/v1/users/profile': PROFILE, 'GET /api/v1/users/passkeys': [] });
    open();
    expect(
      await screen.findByText('This browser cannot use passkeys on this page: they need a secure (https) address.'),
    ).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Add a passkey' })).not.toBeInTheDocument();
  });
});
