import { screen, waitFor, within } from '@testing-library/react';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import type { Capa } from '../api';
import { openCapa, PEOPLE, SETTINGS } from '../test-fixtures';
import CapaPage from './capa-page';

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

jest.setTimeout(20_000);

/** The CAPA page on the given answers; `capa` is the record the server holds, which a write may replace. */
function open(capa: Capa, answers: Record<string, unknown> = {}, language: 'en_US' | 'de_DE' = 'en_US') {
  api = stubApi({
    'GET /api/v1/quality/capas/12': () => capa,
    'GET /api/v1/quality/settings': SETTINGS,
    'GET /api/v1/quality/people': PEOPLE,
    ...answers,
  });
  return renderWithProviders(<CapaPage />, {
    route: '/service-provider/quality-management/capa/12',
    path: '/service-provider/quality-management/capa/:id',
    language,
  });
}

describe('a CAPA’s record', () => {
  it('shows its facts, the NCRs it answers, its history and its exports in the reader’s language', async () => {
    open(openCapa());
    expect(await screen.findByRole('heading', { level: 1, name: 'CAPA-2026-012: Warped jaws keep coming back' })).toBeVisible();
    const facts = screen.getByLabelText('CAPA details');
    expect(facts).toHaveTextContent('StatusOpen');
    expect(facts).toHaveTextContent('TypeCorrective');
    expect(facts).toHaveTextContent('OwnerAlex Admin');
    await waitFor(() => expect(facts).toHaveTextContent('Defect codeDIM — Dimension out of tolerance'));
    expect(within(facts).getByRole('link', { name: 'NCR-2026-0005' })).toHaveAttribute(
      'href',
      '/service-provider/quality-management/ncrs/5',
    );
    const exports = screen.getByRole('list', { name: 'Export the record' });
    expect(within(exports).getByRole('link', { name: 'Download CAPA-2026-012 as PDF' })).toHaveAttribute(
      'href',
      '/api/v1/quality/capas/12/record?format=pdf&language=en_US',
    );
    expect(within(exports).getByRole('link', { name: 'Download CAPA-2026-012 as JSON' })).toHaveAttribute(
      'href',
      '/api/v1/quality/capas/12/record?format=json&language=en_US',
    );
    // The 8D report only for a CAPA found with 8D.
    expect(within(exports).queryByRole('link', { name: /8D/ })).toBeNull();
    expect(screen.getByRole('region', { name: 'Actions' })).toHaveTextContent('No action is planned yet.');
    expect(screen.getByRole('region', { name: 'Closure signatures' })).toHaveTextContent('Not signed yet.');
    expect(screen.getByRole('region', { name: 'History' })).toHaveTextContent('Raised · Alex Admin');
    // Open: it may start its actions or be cancelled, not be verified or closed yet.
    expect(screen.getByRole('button', { name: 'Start actions' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel CAPA' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Close signed' })).toBeNull();
  });

  it('reads in German and offers the 8D report in German for a CAPA found with 8D', async () => {
    const eightD = openCapa({
      rootCause: {
        method: 'EIGHT_D',
        team: ['Alex Admin', 'Paula Planner'],
        problem: 'Jaws warp at the lip',
        containment: 'Every jaw measured',
        rootCause: 'Cooling too short',
        correctiveActions: '',
        implementation: '',
        prevention: '',
        recognition: '',
      },
    });
    open(eightD, {}, 'de_DE');
    const exports = await screen.findByRole('list', { name: 'Datensatz exportieren' });
    expect(within(exports).getByRole('link', { name: '8D-Report von CAPA-2026-012 herunterladen' })).toHaveAttribute(
      'href',
      '/api/v1/quality/capas/12/record?format=8d&language=de_DE',
    );
    expect(screen.getByLabelText('Angaben zur CAPA')).toHaveTextContent('ArtKorrekturmaßnahme');
    const rootCause = screen.getByRole('region', { name: 'Grundursache' });
    expect(rootCause).toHaveTextContent('Ermittelt mit: 8D-Report');
    expect(rootCause).toHaveTextContent('D5 · Dauerhafte AbstellmaßnahmenNoch nicht geschrieben.');
    expect(rootCause).not.toHaveTextContent('EIGHT_D');
  });

  it('changes the problem and containment, sending only what changed', async () => {
    const changes: unknown[] = [];
    const { user } = open(openCapa(), {
      'PATCH /api/v1/quality/capas/12': ({ body }: { body: object }) => {
        changes.push(body);
        return openCapa({ ...body });
      },
    });
    const form = await screen.findByRole('form', { name: 'Problem and containment' });
    const containment = within(form).getByRole('textbox', { name: 'Containment until the cause is removed' });
    await user.clear(containment);
    await user.type(containment, 'Jaws from FDM-01 held');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Owner' }), 'Paula Planner');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(changes).toEqual([{ ownerUserId: 2, containment: 'Jaws from FDM-01 held' }]));
    expect(await screen.findByText('CAPA-2026-012 is saved.')).toBeVisible();
  });

  it('shows the guard’s refusal when the actions cannot start yet', async () => {
    const { user } = open(openCapa(), {
      'POST /api/v1/quality/capas/12/start-actions': new ApiRefusal(409, {
        code: 'CONFLICT',
        message: 'Record the root cause and plan at least one action first',
      }),
    });
    const start = await screen.findByRole('region', { name: 'Start the actions' });
    await user.click(within(start).getByRole('button', { name: 'Start actions' }));
    expect(await within(start).findByRole('alert')).toHaveTextContent('Record the root cause and plan at least one action first');
  });

  it('says so when the CAPA cannot be found', async () => {
    open(openCapa(), {
      'GET /api/v1/quality/capas/12': new ApiRefusal(404, { code: 'NOT_FOUND', message: 'CAPA 12 not found' }),
    });
    const failed = await screen.findByRole('region', { name: 'Could not load the CAPA' });
    expect(failed).toHaveTextContent('CAPA 12 not found');
  });

  it('shows a closed CAPA with its signatures and nothing left to change', async () => {
    const signedAt = '2026-04-02T10:00:00.000Z';
    open(
      openCapa({
        status: 'CLOSED',
        closedAt: Date.parse(signedAt),
        check: {
          due: Date.UTC(2026, 3, 1),
          criterion: 'No warped jaw in ten builds',
          result: 'EFFECTIVE',
          note: '',
          recordedAt: 1,
        },
        signatures: [{ id: 3, signerName: 'Alex Admin', meaning: 'APPROVED', signedAt, method: 'PASSWORD', valid: true }],
      }),
    );
    const signatures = await screen.findByRole('region', { name: 'Closure signatures' });
    expect(within(signatures).getByRole('listitem')).toHaveTextContent('Alex Admin: Approved');
    expect(within(signatures).getByRole('listitem')).toHaveTextContent('Valid');
    expect(screen.getByLabelText('CAPA details')).toHaveTextContent('Check resultEffective');
    expect(screen.getByRole('region', { name: 'Problem and containment' })).toHaveTextContent(
      'Every jaw measured before shipping',
    );
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('region', { name: 'Root cause' })).toHaveTextContent('No root cause was recorded.');
  });
});
