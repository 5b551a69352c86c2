import { screen, waitFor, within } from '@testing-library/react';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import type { Capa, RootCause } from '../api';
import { openCapa, PEOPLE, SETTINGS } from '../test-fixtures';
import CapaPage from './capa-page';

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

jest.setTimeout(20_000);

const FIVE_WHYS: RootCause = {
  method: 'FIVE_WHYS',
  problem: 'Warped lips',
  whys: ['Uneven cooling'],
  rootCause: 'Short cooling',
};
const ACTION = {
  id: 40,
  description: 'Lengthen the cooling',
  owner: { id: 2, name: 'Paula Planner' },
  dueAt: Date.UTC(2031, 5, 1),
};

/** The CAPA page on a server holding `capa`, which the answers may replace; `sent` has each write's body by its address. */
function open(first: Capa, answers: (set: (capa: Capa) => Capa) => Record<string, unknown>) {
  let capa = first;
  const set = (next: Capa) => (capa = next);
  api = stubApi({
    'GET /api/v1/quality/capas/12': () => capa,
    'GET /api/v1/quality/settings': SETTINGS,
    'GET /api/v1/quality/people': PEOPLE,
    ...answers(set),
  });
  return renderWithProviders(<CapaPage />, {
    route: '/service-provider/quality-management/capa/12',
    path: '/service-provider/quality-management/capa/:id',
  });
}

describe('a CAPA’s actions', () => {
  it('plans an action with its owner and due date, and ticks it off', async () => {
    const sent: unknown[] = [];
    const { user } = open(openCapa({ rootCause: FIVE_WHYS }), (set) => ({
      'POST /api/v1/quality/capas/12/actions': ({ body }: { body: unknown }) => {
        sent.push(body);
        return set(openCapa({ rootCause: FIVE_WHYS, actions: [{ ...ACTION, doneAt: null }], openActions: 1 }));
      },
      'PATCH /api/v1/quality/capas/12/actions/40': ({ body }: { body: unknown }) => {
        sent.push(body);
        return set(openCapa({ rootCause: FIVE_WHYS, actions: [{ ...ACTION, doneAt: Date.UTC(2031, 4, 2) }] }));
      },
    }));
    const form = await screen.findByRole('form', { name: 'Plan an action' });
    await user.click(within(form).getByRole('button', { name: 'Plan the action' }));
    expect(await within(form).findByText('Say what is to be done')).toBeVisible();
    expect(within(form).getByText('Choose when it is due')).toBeVisible();

    await user.type(within(form).getByRole('textbox', { name: 'What is to be done' }), 'Lengthen the cooling');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Owner' }), 'Paula Planner');
    await user.type(within(form).getByRole('textbox', { name: 'Due' }), '2031-06-01{Enter}');
    await user.click(within(form).getByRole('button', { name: 'Plan the action' }));
    await waitFor(() =>
      expect(sent).toEqual([{ description: 'Lengthen the cooling', ownerUserId: 2, dueAt: expect.any(Number) }]),
    );
    expect(new Date((sent[0] as { dueAt: number }).dueAt).getDate()).toBe(1);

    const actions = screen.getByRole('region', { name: 'Actions' });
    const row = await within(actions).findByRole('row', { name: /Lengthen the cooling/ });
    expect(row).toHaveTextContent('Paula Planner');
    const done = within(row).getByRole('checkbox', { name: 'Done: Lengthen the cooling' });
    expect(done).not.toBeChecked();
    await user.click(done);
    expect(done).toBeChecked();
    await waitFor(() => expect(sent.at(-1)).toEqual({ done: true }));
  });

  it('verifies the done actions, and a check found not effective sends the CAPA back to its actions', async () => {
    const verifying = openCapa({ status: 'VERIFYING', rootCause: FIVE_WHYS, actions: [{ ...ACTION, doneAt: 1 }] });
    const sent: unknown[] = [];
    const { user } = open(openCapa({ status: 'ACTIONS', rootCause: FIVE_WHYS, actions: [{ ...ACTION, doneAt: 1 }] }), (set) => ({
      'POST /api/v1/quality/capas/12/verify': ({ body }: { body: { checkDue: number; checkCriterion: string } }) => {
        sent.push(body);
        return set({ ...verifying, check: { ...verifying.check, due: body.checkDue, criterion: body.checkCriterion } });
      },
      'POST /api/v1/quality/capas/12/effectiveness': ({ body }: { body: unknown }) => {
        sent.push(body);
        return set(openCapa({ status: 'ACTIONS', rootCause: FIVE_WHYS, actions: [{ ...ACTION, doneAt: 1 }] }));
      },
    }));
    const verify = await screen.findByRole('form', { name: 'Verify the actions' });
    await user.type(within(verify).getByRole('textbox', { name: 'Effectiveness check due' }), '2031-09-01{Enter}');
    await user.type(
      within(verify).getByRole('textbox', { name: 'What shows the actions worked' }),
      'No warped jaw in ten builds',
    );
    await user.click(within(verify).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(sent).toEqual([{ checkDue: expect.any(Number), checkCriterion: 'No warped jaw in ten builds' }]));

    const check = await screen.findByRole('form', { name: 'Record the effectiveness check' });
    expect(screen.getByLabelText('CAPA details')).toHaveTextContent('Check criterionNo warped jaw in ten builds');
    const result = within(check).getByRole('combobox', { name: 'What the check found' });
    expect(
      within(result)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Effective', 'Not effective']);
    await user.selectOptions(result, 'Not effective');
    await user.type(within(check).getByRole('textbox', { name: 'Note' }), 'Warped jaw in build 4');
    await user.click(within(check).getByRole('button', { name: 'Record the check' }));
    await waitFor(() => expect(sent.at(-1)).toEqual({ result: 'INEFFECTIVE', note: 'Warped jaw in build 4' }));
    expect(await screen.findByText('Not effective: CAPA-2026-012 is back in its actions.')).toBeVisible();
    expect(await screen.findByRole('form', { name: 'Verify the actions' })).toBeVisible();
  });
});

describe('closing and cancelling a CAPA', () => {
  const effective = () =>
    openCapa({
      status: 'VERIFYING',
      rootCause: FIVE_WHYS,
      actions: [{ ...ACTION, doneAt: 1 }],
      check: { due: Date.UTC(2031, 8, 1), criterion: 'No warped jaw', result: 'EFFECTIVE', note: '', recordedAt: 1 },
    });

  it('closes it signed, after a refused password, and shows a refusal that is not the signature’s at the close', async () => {
    const sent: unknown[] = [];
    let refuseCheck = true;
    const { user } = open(effective(), (set) => ({
      'POST /api/v1/quality/capas/12/close': ({ body }: { body: { signature: { password: string } } }) => {
        sent.push(body);
        if (refuseCheck)
          return new ApiRefusal(409, {
            code: 'CONFLICT',
            message: 'The effectiveness check has not found the actions effective',
          });
        if (body.signature.password !== 'Demo-Password-1')
          return new ApiRefusal(401, { code: 'INVALID_CREDENTIALS', message: 'The password is not correct' });
        const signature = { id: 9, signerName: 'Alex Admin', meaning: 'APPROVED', signedAt: '2031-09-02T08:00:00.000Z' };
        return set({ ...effective(), status: 'CLOSED', signatures: [{ ...signature, method: 'PASSWORD', valid: true }] });
      },
    }));
    const close = await screen.findByRole('region', { name: 'Close the CAPA' });
    const sign = async (password: string) => {
      const dialog = await screen.findByRole('dialog', { name: 'Sign the closure' });
      await user.type(within(dialog).getByLabelText('Your password'), password);
      await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Meaning of your signature' }), 'Approved');
      await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
      return dialog;
    };
    await user.click(await within(close).findByRole('button', { name: 'Close signed' }));
    await sign('Demo-Password-1');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(close).getByRole('alert')).toHaveTextContent('The effectiveness check has not found the actions effective');

    refuseCheck = false;
    await user.click(within(close).getByRole('button', { name: 'Close signed' }));
    const dialog = await sign('wrong');
    expect(dialog).toHaveTextContent('You sign the closure of CAPA-2026-012: Warped jaws keep coming back.');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The password is not correct');
    await user.type(within(dialog).getByLabelText('Your password'), 'Demo-Password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.at(-1)).toEqual({ signature: { password: 'Demo-Password-1', meaning: 'APPROVED' } });
    const signatures = await screen.findByRole('region', { name: 'Closure signatures' });
    await waitFor(() => expect(signatures).toHaveTextContent('Alex Admin: Approved'));
    expect(screen.getByLabelText('CAPA details')).toHaveTextContent('StatusClosed');
    expect(screen.queryByRole('region', { name: 'Close the CAPA' })).toBeNull();
  });

  it('cancels an open CAPA only with a reason and a yes', async () => {
    const reasons: unknown[] = [];
    const { user } = open(openCapa(), (set) => ({
      'POST /api/v1/quality/capas/12/cancel': ({ body }: { body: { reason: string } }) => {
        reasons.push(body);
        return set(openCapa({ status: 'CANCELLED', statusReason: body.reason }));
      },
    }));
    const cancel = await screen.findByRole('region', { name: 'Cancel the CAPA' });
    await user.click(within(cancel).getByRole('button', { name: 'Cancel CAPA' }));
    expect(within(cancel).getByText('Say why the CAPA is cancelled')).toBeVisible();
    await user.type(within(cancel).getByRole('textbox', { name: 'Why is it cancelled?' }), 'Raised twice');
    await user.click(within(cancel).getByRole('button', { name: 'Cancel CAPA' }));
    const question = await screen.findByRole('alertdialog', { name: 'Cancel CAPA-2026-012?' });
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(reasons).toEqual([]);
    await user.click(within(cancel).getByRole('button', { name: 'Cancel CAPA' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel CAPA' }));
    await waitFor(() => expect(reasons).toEqual([{ reason: 'Raised twice' }]));
    await waitFor(() => expect(screen.getByLabelText('CAPA details')).toHaveTextContent('ReasonRaised twice'));
  });
});
