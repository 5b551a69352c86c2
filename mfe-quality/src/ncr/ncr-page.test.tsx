import { screen, waitFor, within } from '@testing-library/react';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import type { Ncr } from '../api';
import { partNcr, PEOPLE, SETTINGS } from '../test-fixtures';
import NcrPage from './ncr-page';
import { UNTRACKED_MATERIAL } from './test-fixtures';

jest.mock('shared/viewer', () => ({
  CadViewer: ({ source, name, onClose }: { source: { fileId: number }; name: string; onClose: () => void }) => (
    <div role="dialog" aria-label={`3D view of ${name}`}>
      file {source.fileId}
      <button onClick={onClose}>Close viewer</button>
    </div>
  ),
}));

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

jest.setTimeout(20_000);

const SIGNED = '2026-03-03T11:00:00.000Z';
const decided = (extra: Partial<Ncr> = {}): Ncr =>
  partNcr({
    status: 'DISPOSITIONED',
    undecided: 0,
    decisions: [
      {
        id: 8,
        lines: [{ disposition: 'SCRAP', quantity: 2 }],
        note: 'Lip beyond repair',
        decidedBy: 'Alex Admin',
        decidedAt: Date.parse(SIGNED),
        approval: null,
        approvalReason: '',
        superseded: false,
        signatures: [
          { id: 1, signerName: 'Alex Admin', meaning: 'APPROVED', signedAt: SIGNED, method: 'PASSWORD', valid: true },
          { id: 2, signerName: 'Pat Planner', meaning: 'Witnessed by QA', signedAt: SIGNED, method: 'PASSWORD', valid: false },
        ],
      },
    ],
    ...extra,
  });

/** The NCR page on the given answers; `ncr` is the record the server holds, which a write may replace. */
function open(ncr: Ncr, answers: Record<string, unknown> = {}, language: 'en_US' | 'de_DE' = 'en_US') {
  api = stubApi({
    'GET /api/v1/quality/ncrs/5': () => ncr,
    'GET /api/v1/quality/settings': SETTINGS,
    'GET /api/v1/quality/people': PEOPLE,
    ...UNTRACKED_MATERIAL,
    ...answers,
  });
  return renderWithProviders(<NcrPage />, {
    route: '/service-provider/quality-management/ncrs/5',
    path: '/service-provider/quality-management/ncrs/:id',
    language,
  });
}

describe('an NCR’s record', () => {
  it('shows the NCR filled in: facts, description, internal notes, evidence and history', async () => {
    const { user } = open(partNcr());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'NCR-2026-0005: 2 × clamp-jaw.stl failed inspection' }),
    ).toBeVisible();
    const facts = screen.getByLabelText('NCR details');
    expect(facts).toHaveTextContent('StatusOpen');
    // The facility's meaning of the severity, once its settings are in.
    await waitFor(() => expect(facts).toHaveTextContent('SeverityMajorAffects form, fit or function'));
    expect(facts).toHaveTextContent('Defect codeDIM — Dimension out of tolerance');
    expect(within(facts).getByRole('link', { name: '1042 · Fixture plates and clamp jaws' })).toHaveAttribute(
      'href',
      '/service-provider/part-orders/1042',
    );
    expect(facts).toHaveTextContent('Pieces still to decide2');
    expect(facts).toHaveTextContent('FoundAt inspection');
    expect(facts).toHaveTextContent('MachineSLS-01 · EOS P 396');
    expect(facts).toHaveTextContent('AssigneeNobody');
    expect(screen.getByRole('region', { name: 'Description' })).toHaveTextContent('Check the cooling time of build 1188');

    const evidence = screen.getByRole('region', { name: 'Evidence' });
    expect(within(evidence).getByRole('link', { name: 'warped-lip.jpg' })).toHaveAttribute('href', '/files/401/warped-lip.jpg');
    await user.click(within(evidence).getByRole('button', { name: 'View in 3D: scan.stl' }));
    expect(screen.getByRole('dialog', { name: '3D view of scan.stl' })).toHaveTextContent('file 402');
    await user.click(screen.getByRole('button', { name: 'Close viewer' }));

    const history = screen.getByRole('region', { name: 'History' });
    expect(history).toHaveTextContent('Raised · Alex Admin');
    expect(history).toHaveTextContent('Severity: Minor → Major');
    expect(screen.getByRole('region', { name: 'Decisions' })).toHaveTextContent('No decision yet.');
  });

  it('shows each decision with its signatures, marking one that no longer matches the record', async () => {
    open(decided());
    const decision = await screen.findByRole('region', { name: /^Decision of / });
    expect(decision).toHaveTextContent('2 × Scrap');
    expect(decision).toHaveTextContent('Lip beyond repair');
    expect(decision).toHaveTextContent('Decided by Alex Admin');
    const signatures = within(decision).getByRole('list', { name: 'Signatures' });
    const [alex, pat] = within(signatures).getAllByRole('listitem');
    expect(alex).toHaveTextContent('Alex Admin: Approved');
    expect(alex).toHaveTextContent('Valid');
    expect(within(alex!).getByText(/2026/, { selector: 'time' })).toHaveAttribute('datetime', SIGNED);
    expect(pat).toHaveTextContent('Pat Planner: Witnessed by QA');
    expect(pat).toHaveTextContent('No longer matches the record');
    // Decided: no decision form, no change form, but closing.
    expect(screen.queryByRole('form', { name: 'Decide on the pieces' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Change the NCR' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Close NCR' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel NCR' })).toBeNull();
  });

  it('reads in German, the signature’s moment in the German way', async () => {
    open(decided(), {}, 'de_DE');
    const decision = await screen.findByRole('region', { name: /^Entscheidung vom / });
    expect(decision).toHaveTextContent('2 × Verschrotten');
    expect(decision).toHaveTextContent('Stimmt nicht mehr mit dem Datensatz überein');
    expect(within(decision).getAllByText(/03\.03\.2026|3\. März 2026/, { selector: 'time' }).length).toBe(2);
  });

  it('says so when the NCR cannot be found', async () => {
    open(partNcr(), {
      'GET /api/v1/quality/ncrs/5': new ApiRefusal(404, { code: 'NOT_FOUND', message: 'NCR 5 not found' }),
    });
    const failed = await screen.findByRole('region', { name: 'Could not load the NCR' });
    expect(failed).toHaveTextContent('NCR 5 not found');
  });
});

describe('what the facility does to an NCR', () => {
  it('says live how many pieces the quantities decide, and signs the decision after a refused password', async () => {
    let ncr = partNcr();
    const sent: unknown[] = [];
    const { user } = open(ncr, {
      'GET /api/v1/quality/ncrs/5': () => ncr,
      'POST /api/v1/quality/ncrs/5/disposition': ({ body }: { body: { signature: { password: string } } }) => {
        sent.push(body);
        if (body.signature.password !== 'Demo-Password-1')
          return new ApiRefusal(401, { code: 'INVALID_CREDENTIALS', message: 'The password is not correct' });
        ncr = decided();
        return ncr;
      },
    });
    const form = await screen.findByRole('form', { name: 'Decide on the pieces' });
    expect(within(form).getByRole('status')).toHaveTextContent('0 of 2 pieces decided: 2 still to decide.');
    await user.type(within(form).getByRole('spinbutton', { name: 'Scrap' }), '2');
    await user.type(within(form).getByRole('spinbutton', { name: 'Rework' }), '1');
    expect(within(form).getByRole('status')).toHaveTextContent('3 of 2 pieces decided: 1 too many.');
    await user.click(within(form).getByRole('button', { name: 'Sign the decision' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('The quantities must add up to the 2 pieces still to decide.');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.clear(within(form).getByRole('spinbutton', { name: 'Rework' }));
    expect(within(form).getByRole('status')).toHaveTextContent('2 of 2 pieces decided.');
    await user.type(within(form).getByRole('textbox', { name: 'Note' }), 'Lip beyond repair');
    await user.click(within(form).getByRole('button', { name: 'Sign the decision' }));

    const dialog = await screen.findByRole('dialog', { name: 'Sign the decision' });
    expect(dialog).toHaveTextContent('You sign the material review board’s decision on NCR-2026-0005: 2 × Scrap.');
    const meaning = within(dialog).getByRole('combobox', { name: 'Meaning of your signature' });
    expect(
      within(meaning)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Reviewed', 'Approved', 'Witnessed by QA']);
    await user.type(within(dialog).getByLabelText('Your password'), 'wrong');
    await user.selectOptions(meaning, 'Approved');
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The password is not correct');

    await user.type(within(dialog).getByLabelText('Your password'), 'Demo-Password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.at(-1)).toEqual({
      lines: [{ disposition: 'SCRAP', quantity: 2 }],
      note: 'Lip beyond repair',
      signature: { password: 'Demo-Password-1', meaning: 'APPROVED' },
    });
    expect(await screen.findByRole('region', { name: /^Decision of / })).toHaveTextContent('2 × Scrap');
    expect(screen.queryByRole('form', { name: 'Decide on the pieces' })).toBeNull();
  });

  it('shows a refusal that is not the signature’s at the decision form, the dialog closed', async () => {
    const { user } = open(partNcr(), {
      'POST /api/v1/quality/ncrs/5/disposition': new ApiRefusal(409, {
        code: 'CONFLICT',
        message: 'NCR-2026-0005 in state CANCELLED cannot become DISPOSITIONED',
      }),
    });
    const form = await screen.findByRole('form', { name: 'Decide on the pieces' });
    await user.type(within(form).getByRole('spinbutton', { name: 'Rework' }), '2');
    await user.click(within(form).getByRole('button', { name: 'Sign the decision' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign the decision' });
    await user.type(within(dialog).getByLabelText('Your password'), 'Demo-Password-1');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Meaning of your signature' }), 'Reviewed');
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(form).getByRole('alert')).toHaveTextContent('NCR-2026-0005 in state CANCELLED cannot become DISPOSITIONED');
  });

  it('changes an open NCR, sending only what changed, and shows a refused field at the field', async () => {
    const changes: unknown[] = [];
    const titleRefused = {
      code: 'BAD_REQUEST',
      message: 'The title is taken',
      details: [{ field: 'body.title', message: 'taken' }],
    };
    const { user } = open(partNcr(), {
      'PATCH /api/v1/quality/ncrs/5': ({ body }: { body: { title?: string } }) => {
        changes.push(body);
        return body.title === 'Bad' ? new ApiRefusal(400, titleRefused) : partNcr({ severity: 'CRITICAL' });
      },
    });
    const form = await screen.findByRole('form', { name: 'Change the NCR' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Severity' }), 'Critical');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Defect code' }), 'POR — Porosity');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Assigned to' }), 'Paula Planner');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(changes).toEqual([{ severity: 'CRITICAL', defectCode: 'POR', assignedUserId: 2 }]));

    await user.clear(within(form).getByRole('textbox', { name: 'Title' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Give the NCR a title')).toBeVisible();
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Bad');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('The title is taken')).toBeVisible();
  });

  it('closes a dispositioned NCR', async () => {
    let ncr = decided();
    const { user } = open(ncr, {
      'GET /api/v1/quality/ncrs/5': () => ncr,
      'POST /api/v1/quality/ncrs/5/close': () => (ncr = decided({ status: 'CLOSED', closedAt: Date.UTC(2026, 2, 4) })),
    });
    await user.click(await screen.findByRole('button', { name: 'Close NCR' }));
    expect(await screen.findByText('NCR-2026-0005 is closed.')).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('NCR details')).toHaveTextContent('StatusClosed'));
    expect(screen.queryByRole('button', { name: 'Close NCR' })).toBeNull();
  });

  it('cancels an open NCR only with a reason and a yes', async () => {
    const reasons: unknown[] = [];
    const { user } = open(partNcr(), {
      'POST /api/v1/quality/ncrs/5/cancel': ({ body }: { body: unknown }) => {
        reasons.push(body);
        return partNcr({ status: 'CANCELLED', statusReason: 'Raised on the wrong part' });
      },
    });
    const cancel = await screen.findByRole('region', { name: 'Cancel the NCR' });
    await user.click(within(cancel).getByRole('button', { name: 'Cancel NCR' }));
    expect(within(cancel).getByText('Say why the NCR is cancelled')).toBeVisible();
    await user.type(within(cancel).getByRole('textbox', { name: 'Why is it cancelled?' }), 'Raised on the wrong part');
    await user.click(within(cancel).getByRole('button', { name: 'Cancel NCR' }));
    const question = await screen.findByRole('alertdialog', { name: 'Cancel NCR-2026-0005?' });
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(reasons).toEqual([]);
    await user.click(within(cancel).getByRole('button', { name: 'Cancel NCR' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel NCR' }));
    await waitFor(() => expect(reasons).toEqual([{ reason: 'Raised on the wrong part' }]));
  });
});
