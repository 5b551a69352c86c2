import { screen, waitFor, within } from '@testing-library/react';
import { authApi } from 'shared/auth';
import { ApiRefusal } from 'shared/testing';
import type { JobPowder } from './api';
import { BROKEN, openJob, OVERRIDE_URL, queuedPowder, stubJobApi, userWith } from './powder-test-fixtures';

let api: ReturnType<typeof stubJobApi>;
afterEach(() => api.restore());

jest.setTimeout(20_000);

const REASON = 'Customer accepted the re-used powder for prototypes';
const SIGNED = {
  batch: { id: 12, number: 'B-00012' },
  rules: BROKEN,
  reason: REASON,
  at: '2030-01-01T07:00:00.000Z',
  signature: {
    id: 5,
    signerName: 'Quinn Quality',
    meaning: 'APPROVED',
    signedAt: '2030-01-01T07:00:00.000Z',
    method: 'PASSWORD' as const,
    valid: true,
  },
};

describe('the override of the start gate', () => {
  it('signs the reason with the password and a meaning; a wrong password stays in the dialog', async () => {
    const sent: unknown[] = [];
    let current: JobPowder = queuedPowder();
    api = stubJobApi('QUEUED', () => current, {
      [OVERRIDE_URL]: ({ body }: { body: { signature: { password: string } } }) => {
        sent.push(body);
        if (body.signature.password !== 'Demo-Password-1')
          return new ApiRefusal(401, { code: 'INVALID_PASSWORD', message: 'The password is not correct' });
        current = queuedPowder({ overrides: [SIGNED] });
        return current;
      },
    });
    const { user } = openJob();
    const sign = await screen.findByRole('button', { name: 'Sign the override…' });
    // No reason, no signature: the reason is asked for first.
    await user.click(sign);
    expect(await screen.findByText('Please say why the job may start anyway')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.type(screen.getByLabelText('Why the job may start anyway'), `  ${REASON} `);
    await user.click(sign);
    const dialog = await screen.findByRole('dialog', { name: 'Let job 20 start on B-00012' });
    expect(dialog).toHaveTextContent(`although it breaks the material's rules: ${BROKEN.join('; ')}. Reason: ${REASON}`);
    await user.type(within(dialog).getByLabelText('Your password'), 'wrong');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Meaning of your signature' }), 'Approved');
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
    expect(await within(dialog).findByText('The password is not correct')).toBeVisible();

    await user.type(within(dialog).getByLabelText('Your password'), 'Demo-Password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText('Job 20 may start on B-00012')).toBeVisible();
    expect(sent.at(-1)).toEqual({ reason: REASON, signature: { password: 'Demo-Password-1', meaning: 'APPROVED' } });
    expect(screen.queryByRole('dialog')).toBeNull();

    // Kept on the job: who signed, with what meaning, why and the rules; the job may now start on the batch.
    const kept = await screen.findByRole('region', { name: 'Signed overrides' });
    expect(kept).toHaveTextContent('Quinn Quality: Approved');
    expect(within(kept).getByText('Valid')).toBeVisible();
    expect(kept).toHaveTextContent(REASON);
    for (const rule of BROKEN) expect(within(kept).getByText(rule)).toBeVisible();
    expect(
      screen.getByRole('region', { name: "B-00012 breaks the material's rules; a signed override lets the job start on it" }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign the override…' })).toBeNull();
  });

  it('says beside the button why the server refused an override that is no longer possible', async () => {
    const message = 'Only a job that has not started can be let start';
    api = stubJobApi('QUEUED', queuedPowder(), {
      [OVERRIDE_URL]: new ApiRefusal(409, { code: 'CONFLICT', message }),
    });
    const { user } = openJob();
    await user.type(await screen.findByLabelText('Why the job may start anyway'), REASON);
    await user.click(screen.getByRole('button', { name: 'Sign the override…' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Your password'), 'Demo-Password-1');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Meaning of your signature' }), 'Reviewed');
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not offered to someone who may not edit the quality settings, who still sees the broken rules', async () => {
    api = stubJobApi('QUEUED', queuedPowder(), { 'GET /api/v1/users/getUser': userWith(['MATERIAL_MANAGEMENT_EDITOR']) });
    const { store } = openJob();
    expect(await screen.findByText(BROKEN[0]!)).toBeVisible();
    await waitFor(() => expect(authApi.endpoints.getUser.select()(store.getState()).isSuccess).toBe(true));
    expect(screen.queryByRole('button', { name: 'Sign the override…' })).toBeNull();
    expect(screen.queryByLabelText('Why the job may start anyway')).toBeNull();
  });
});
