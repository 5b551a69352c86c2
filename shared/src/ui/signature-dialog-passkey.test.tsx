/**
 * The signature dialog's passkey path. The browser's WebAuthn API is replaced at its boundary
 * only — `window.PublicKeyCredential` and `navigator.credentials.get` — so @simplewebauthn/browser
 * runs as it does in a browser, and the server's answers come through fetch (stubApi).
 */
import { waitFor } from '@testing-library/react';
import { ApiRefusal, stubApi, type ApiAnswers } from '../testing/stub-api';
import { Button } from './button';
import { SignatureDialog, type Signing } from './signature-dialog';
import { renderWithIntl } from './test-utils';
import { useState } from 'react';

const MEANINGS = [
  { value: 'REVIEWED', label: 'Reviewed' },
  { value: 'APPROVED', label: 'Approved' },
];
const bytes = (text: string) => new TextEncoder().encode(text).buffer;
const b64url = (text: string) => Buffer.from(text).toString('base64url');

/** The server: the signer's passkeys, and a challenge for each signature. */
const SERVER: ApiAnswers = {
  'GET /api/v1/users/passkeys': [
    { id: 7, name: 'Work laptop', createdAt: '2026-11-02T09:00:00.000Z', lastUsedAt: null, backedUp: false },
  ],
  'POST /api/v1/signatures/passkey-challenge': {
    challenge: b64url('the-challenge'),
    rpId: 'localhost',
    allowCredentials: [{ id: b64url('credential-7'), type: 'public-key', transports: ['internal'] }],
    userVerification: 'required',
    timeout: 300000,
  },
};

/** What the authenticator gives: a PublicKeyCredential's shape, its buffers as a browser hands them. */
const credential = () => ({
  id: b64url('credential-7'),
  rawId: bytes('credential-7'),
  type: 'public-key',
  authenticatorAttachment: 'platform',
  response: {
    clientDataJSON: bytes('{"type":"webauthn.get"}'),
    authenticatorData: bytes('authenticator-data'),
    signature: bytes('signature'),
    userHandle: null,
  },
  getClientExtensionResults: () => ({}),
});

let get: jest.Mock;
let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  get = jest.fn(async () => credential());
  Object.assign(window, { PublicKeyCredential: function PublicKeyCredential() {} });
  Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
});
afterEach(() => {
  api?.restore();
  delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
  delete (navigator as { credentials?: unknown }).credentials;
});

function SignsDecision({ answers, signed }: { answers: (string | undefined)[]; signed: Signing[] }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Record the decision</Button>
      {done && <p>Decision recorded</p>}
      {open && (
        <SignatureDialog
          title="Sign the decision"
          statement="You sign the decision on NCR-2026-0001."
          meanings={MEANINGS}
          onSign={async (signing) => {
            signed.push(signing);
            const refusal = answers.shift();
            if (!refusal) setDone(true);
            return refusal;
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

const open = async (server: ApiAnswers = SERVER, answers: (string | undefined)[] = []) => {
  api = stubApi(server);
  const signed: Signing[] = [];
  const rendered = renderWithIntl(<SignsDecision answers={answers} signed={signed} />);
  await rendered.user.click(rendered.getByRole('button', { name: 'Record the decision' }));
  const dialog = await rendered.findByRole('dialog', { name: 'Sign the decision' });
  return { ...rendered, dialog, signed };
};

describe('SignatureDialog with a passkey', () => {
  it('signs with a passkey from the keyboard: the challenge signed by the authenticator goes to onSign', async () => {
    const { user, dialog, findByRole, getByRole, getByLabelText, queryByRole, findByText, signed } = await open();
    const withPasskey = await findByRole('button', { name: 'Sign with a passkey' });
    expect(dialog).toHaveTextContent('Instead of your password, you may sign with one of your passkeys.');
    // From the password, where focus starts, on to the meaning, then past Cancel to the passkey's button.
    expect(getByLabelText('Your password')).toHaveFocus();
    await user.tab();
    expect(getByRole('combobox', { name: 'Meaning of your signature' })).toHaveFocus();
    await user.selectOptions(getByRole('combobox', { name: 'Meaning of your signature' }), 'Approved');
    await user.tab();
    await user.tab();
    expect(withPasskey).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await findByText('Decision recorded')).toBeVisible();
    expect(queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls).toEqual(['GET /api/v1/users/passkeys', 'POST /api/v1/signatures/passkey-challenge']);
    // The browser was asked for the server's challenge, from the signer's passkeys, the person verified.
    expect(get).toHaveBeenCalledTimes(1);
    const { publicKey } = get.mock.calls[0][0];
    expect(Buffer.from(publicKey.challenge).toString()).toBe('the-challenge');
    expect(publicKey.allowCredentials.map((c: { id: ArrayBuffer }) => Buffer.from(c.id).toString())).toEqual(['credential-7']);
    expect(publicKey.userVerification).toBe('required');
    expect(signed).toEqual([
      {
        meaning: 'APPROVED',
        passkey: {
          id: b64url('credential-7'),
          rawId: b64url('credential-7'),
          type: 'public-key',
          authenticatorAttachment: 'platform',
          clientExtensionResults: {},
          response: {
            clientDataJSON: b64url('{"type":"webauthn.get"}'),
            authenticatorData: b64url('authenticator-data'),
            signature: b64url('signature'),
            userHandle: undefined,
          },
        },
      },
    ]);
    await waitFor(() => expect(getByRole('button', { name: 'Record the decision' })).toHaveFocus());
  });

  it('shows the refusal the caller answers, asks a new challenge for the next try, and the password still signs', async () => {
    const refusal = 'The passkey did not prove who you are: please try again';
    const { user, dialog, findByRole, getByRole, getByLabelText, findByText, signed } = await open(SERVER, [refusal, undefined]);
    await user.selectOptions(getByRole('combobox', { name: 'Meaning of your signature' }), 'Reviewed');
    await user.click(await findByRole('button', { name: 'Sign with a passkey' }));
    expect(await findByText(refusal)).toBeVisible();
    expect(getByRole('alert')).toHaveTextContent(refusal);
    expect(dialog).toBeInTheDocument();
    expect(getByRole('button', { name: 'Sign with a passkey' })).toHaveFocus();
    // The other way stays open: the password signs.
    await user.type(getByLabelText('Your password'), 'Demo-Password-1');
    await user.click(getByRole('button', { name: 'Sign' }));
    await findByText('Decision recorded');
    expect(signed.map((s) => [s.meaning, s.password ?? 'passkey'])).toEqual([
      ['REVIEWED', 'passkey'],
      ['REVIEWED', 'Demo-Password-1'],
    ]);
    expect(api.calls.filter((call) => call.endsWith('passkey-challenge'))).toHaveLength(1);
  });

  it('says so when the signer cancels at the authenticator, and signs nothing', async () => {
    get.mockRejectedValueOnce(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'));
    const { user, findByRole, getByRole, findByText, signed } = await open();
    await user.selectOptions(getByRole('combobox', { name: 'Meaning of your signature' }), 'Reviewed');
    await user.click(await findByRole('button', { name: 'Sign with a passkey' }));
    expect(await findByText('Your passkey was not used. Try again, or sign with your password.')).toBeVisible();
    expect(signed).toEqual([]);
    // A second try asks the authenticator again, with a new challenge.
    await user.click(getByRole('button', { name: 'Sign with a passkey' }));
    await findByText('Decision recorded');
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('asks for the meaning first, not for the password, and fetches no challenge until then', async () => {
    const { user, dialog, findByRole, signed } = await open();
    await user.click(await findByRole('button', { name: 'Sign with a passkey' }));
    expect(dialog).toHaveTextContent('Choose what your signature means');
    expect(dialog).not.toHaveTextContent('Enter your password to sign');
    expect(api.calls).toEqual(['GET /api/v1/users/passkeys']);
    expect([get.mock.calls.length, signed.length]).toEqual([0, 0]);
  });

  it('shows the server’s refusal of a challenge', async () => {
    const refused = new ApiRefusal(409, {
      code: 'CONFLICT',
      message: 'You have no passkey to sign with: add one on your profile page, or sign with your password',
    });
    const { user, findByRole, getByRole, findByText } = await open({
      ...SERVER,
      'POST /api/v1/signatures/passkey-challenge': refused,
    });
    await user.selectOptions(getByRole('combobox', { name: 'Meaning of your signature' }), 'Reviewed');
    await user.click(await findByRole('button', { name: 'Sign with a passkey' }));
    expect(await findByText(refused.body.message)).toBeVisible();
    expect(get).not.toHaveBeenCalled();
  });

  it('offers no passkey to a signer without one, nor where the browser has no WebAuthn', async () => {
    const without = await open({ ...SERVER, 'GET /api/v1/users/passkeys': [] });
    await waitFor(() => expect(api.calls).toEqual(['GET /api/v1/users/passkeys']));
    expect(without.queryByRole('button', { name: 'Sign with a passkey' })).not.toBeInTheDocument();
    without.unmount();
    api.restore();

    delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
    const unsupported = await open();
    expect(unsupported.getByRole('button', { name: 'Sign' })).toBeVisible();
    expect(unsupported.queryByRole('button', { name: 'Sign with a passkey' })).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
