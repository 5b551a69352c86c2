import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, stubApi } from 'shared/testing';
import { formatDate } from 'shared/ui';
import type { GroupNesting } from './api';
import GroupNestingPage from './group-nesting-page';

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());
jest.setTimeout(30_000);

const PLANNER = { id: 1, roles: [{ roleName: 'ROLE_SERVICE_PROVIDER' }], permissions: [] };
const printer = (id: number, displayName: string, kind: string, amProcess: string) => ({
  id,
  displayName,
  machine: { id: id + 100, modelName: displayName, amProcess, amProcessId: 1, kind },
});
const EQUIPMENT = [
  printer(11, 'MJF-01', 'THREED_PRINTER', 'HPBJ'),
  printer(12, 'SLA-01', 'THREED_PRINTER', 'SLA'),
  printer(13, 'PP-01', 'POST_PROCESSING_MACHINE', 'POST_PROCESSING_MACHINE'),
];
const DUE = Date.UTC(2031, 2, 3, 12);
const PROPOSAL: GroupNesting = {
  id: 5,
  createdAt: Date.UTC(2031, 2, 1, 9),
  createdBy: 'Pat Planner',
  spacing: 2,
  builds: [
    {
      id: 21,
      name: 'Group 5 · MJF-01 · HP 3D HR PA 12 · 1',
      equipment: { id: 11, displayName: 'MJF-01' },
      material: 'HP 3D HR PA 12',
      pieces: 40,
      earliestDue: DUE,
      packing: { status: 'SUCCESS', placed: 38, unplaced: 2, density: 0.125, reason: null },
    },
    {
      id: 22,
      name: 'Group 5 · SLA-01 · Grey Resin V4 · 2',
      equipment: { id: 12, displayName: 'SLA-01' },
      material: 'Grey Resin V4',
      pieces: 6,
      earliestDue: null,
      packing: { status: 'PENDING', placed: 3, unplaced: null, density: 0.1, reason: null },
    },
  ],
  leftOut: [
    { rfqFileId: 9, fileName: 'mast.stl', quantity: 2, code: 'FITS_NO_MACHINE', reason: 'It fits none of the chosen machines' },
  ],
};

const answers = (sent: { url: string; body: unknown }[], proposals: GroupNesting[] = [PROPOSAL]) => ({
  'GET /api/v1/users/getUser': PLANNER,
  'GET /api/v3/sp/equipments': EQUIPMENT,
  'GET /api/v1/builds/group-nestings': { rows: proposals },
  'POST /api/v1/builds/group-nestings': ({ body }: { body: unknown }) => {
    sent.push({ url: 'propose', body });
    return PROPOSAL;
  },
  'POST /api/v1/builds/group-nestings/5/accept': ({ body }: { body: unknown }) => {
    sent.push({ url: 'accept', body });
    return { accepted: [21] };
  },
  'DELETE /api/v1/builds/group-nestings/5': () => {
    sent.push({ url: 'discard', body: null });
    return null;
  },
});

describe('group nesting', () => {
  it('proposes builds on the printers chosen, asking for one at least', async () => {
    const sent: { url: string; body: unknown }[] = [];
    api = stubApi(answers(sent, []));
    const { user } = renderWithProviders(<GroupNestingPage />, { route: '/service-provider/groupNesting' });
    expect(await screen.findByText(/No proposal is open/)).toBeVisible();
    const printers = await screen.findByRole('group', { name: 'Printers to propose builds on' });
    await within(printers).findByRole('checkbox', { name: 'MJF-01 (MJF)' });
    // Post-processing machines build nothing.
    expect(within(printers).queryByRole('checkbox', { name: /PP-01/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Propose builds' }));
    expect(await screen.findByText('Choose at least one printer')).toBeVisible();
    await user.click(within(printers).getByRole('checkbox', { name: 'MJF-01 (MJF)' }));
    await user.click(within(printers).getByRole('checkbox', { name: 'SLA-01 (SLA)' }));
    await user.clear(screen.getByRole('spinbutton', { name: /Spacing/ }));
    await user.type(screen.getByRole('spinbutton', { name: /Spacing/ }), '3');
    await user.clear(screen.getByRole('spinbutton', { name: 'Search time per build (s)' }));
    await user.click(screen.getByRole('button', { name: 'Propose builds' }));
    expect(await screen.findByText('From 1 to 240 seconds')).toBeVisible();
    await user.type(screen.getByRole('spinbutton', { name: 'Search time per build (s)' }), '5');
    await user.type(screen.getByRole('textbox', { name: /Only parts matching/ }), 'PA12');
    await user.click(screen.getByRole('button', { name: 'Propose builds' }));
    await waitFor(() =>
      expect(sent).toEqual([{ url: 'propose', body: { equipmentIds: [11, 12], spacing: 3, seconds: 5, search: 'PA12' } }]),
    );
  });

  it('shows each proposed build with its packing, accepts one or all once packed, and discards after a question', async () => {
    const sent: { url: string; body: unknown }[] = [];
    api = stubApi(answers(sent));
    const { user } = renderWithProviders(<GroupNestingPage />, { route: '/service-provider/groupNesting' });
    const card = await screen.findByRole('region', { name: `Proposed ${formatDate(PROPOSAL.createdAt, true)} by Pat Planner` });
    const mjf = within(card).getByRole('row', { name: /MJF-01 · HP 3D HR PA 12/ });
    expect(mjf).toHaveTextContent('38 of 40 placed, density 12.5%');
    expect(mjf).toHaveTextContent('2 pieces did not fit: they stay to plan');
    expect(mjf).toHaveTextContent(formatDate(DUE));
    expect(within(mjf).getByRole('link', { name: 'Group 5 · MJF-01 · HP 3D HR PA 12 · 1' })).toHaveAttribute(
      'href',
      '/service-provider/build-planning-new/21',
    );
    const sla = within(card).getByRole('row', { name: /SLA-01/ });
    expect(sla).toHaveTextContent('Packing: 3 pieces placed so far');
    expect(sla).toHaveTextContent('No date');
    // A build still packing cannot be accepted yet, nor all of them.
    expect(within(sla).getByRole('button', { name: /Accept/ })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Accept all' })).toBeDisabled();
    expect(within(card).getByText('2 × mast.stl: It fits none of the chosen printers')).toBeVisible();

    await user.click(within(mjf).getByRole('button', { name: 'Accept Group 5 · MJF-01 · HP 3D HR PA 12 · 1' }));
    await waitFor(() => expect(sent).toEqual([{ url: 'accept', body: { buildIds: [21] } }]));

    await user.click(within(card).getByRole('button', { name: 'Discard proposal' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard this proposal?' });
    expect(dialog).toHaveTextContent('The 2 builds it still proposes are deleted; accepted builds stay.');
    await user.click(within(dialog).getByRole('button', { name: 'Discard proposal' }));
    await waitFor(() => expect(sent.map((call) => call.url)).toEqual(['accept', 'discard']));
  });

  it('says in German why a part was left out', async () => {
    api = stubApi(answers([]));
    renderWithProviders(<GroupNestingPage />, { route: '/service-provider/groupNesting', language: 'de_DE' });
    expect(await screen.findByText('2 × mast.stl: Es passt in keinen der gewählten Drucker')).toBeVisible();
  });
});
