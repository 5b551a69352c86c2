import { screen, waitFor, within } from '@testing-library/react';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import type { Capa, RootCause } from '../../api';
import { openCapa, PEOPLE, SETTINGS } from '../../test-fixtures';
import CapaPage from '../capa-page';

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

jest.setTimeout(20_000);

/** The CAPA page with a server that keeps the root cause it is sent (or answers `refusal`). */
function open(refusal?: ApiRefusal) {
  let capa: Capa = openCapa();
  const sent: RootCause[] = [];
  api = stubApi({
    'GET /api/v1/quality/capas/12': () => capa,
    'GET /api/v1/quality/settings': SETTINGS,
    'GET /api/v1/quality/people': PEOPLE,
    'PUT /api/v1/quality/capas/12/root-cause': ({ body }: { body: RootCause }) => {
      sent.push(body);
      if (refusal) return refusal;
      capa = openCapa({ rootCause: body });
      return capa;
    },
  });
  const rendered = renderWithProviders(<CapaPage />, {
    route: '/service-provider/quality-management/capa/12',
    path: '/service-provider/quality-management/capa/:id',
  });
  return { ...rendered, sent };
}

describe('the root cause of a CAPA', () => {
  it('records 5 Whys, the whys added one by one up to five, each one answered', async () => {
    const { user, sent } = open();
    const form = await screen.findByRole('form', { name: 'Root cause: 5 Whys' });
    // The problem starts from what the CAPA says.
    expect(within(form).getByRole('textbox', { name: 'Problem' })).toHaveValue('Jaws warp at the lip');
    await user.click(within(form).getByRole('button', { name: 'Save the root cause' }));
    expect(await within(form).findByText('Answer this why, or remove it')).toBeVisible();
    expect(within(form).getByText('Name the root cause')).toBeVisible();

    await user.type(within(form).getByRole('textbox', { name: 'Why 1' }), 'The lip cools unevenly');
    for (let n = 2; n <= 5; n++) await user.click(within(form).getByRole('button', { name: 'Ask why again' }));
    expect(within(form).getByRole('textbox', { name: 'Why 5' })).toHaveFocus();
    expect(within(form).getByRole('button', { name: 'Ask why again' })).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Remove why 5' }));
    await user.click(within(form).getByRole('button', { name: 'Remove why 4' }));
    await user.click(within(form).getByRole('button', { name: 'Remove why 3' }));
    await user.type(within(form).getByRole('textbox', { name: 'Why 2' }), 'The cooling time is too short ');
    await user.type(within(form).getByRole('textbox', { name: 'Root cause' }), 'No cooling rule for thin lips');
    await user.click(within(form).getByRole('button', { name: 'Save the root cause' }));

    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'FIVE_WHYS',
          problem: 'Jaws warp at the lip',
          whys: ['The lip cools unevenly', 'The cooling time is too short'],
          rootCause: 'No cooling rule for thin lips',
        },
      ]),
    );
    const section = screen.getByRole('region', { name: 'Root cause' });
    await waitFor(() => expect(section).toHaveTextContent('Found with: 5 Whys'));
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['The lip cools unevenly', 'The cooling time is too short']);
    expect(within(section).queryByRole('form')).toBeNull();
    await user.click(within(section).getByRole('button', { name: 'Change the root cause' }));
    expect(within(section).getByRole('textbox', { name: 'Why 2' })).toHaveValue('The cooling time is too short');
  });

  it('records a fishbone, each cause on a bone named in the reader’s words', async () => {
    const { user, sent } = open();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Method' }), 'Fishbone diagram');
    const form = screen.getByRole('form', { name: 'Root cause: Fishbone diagram' });
    const category = within(form).getByRole('combobox', { name: 'Where cause 1 comes from' });
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['People', 'Machine', 'Method', 'Material', 'Measurement', 'Environment']);
    await user.type(within(form).getByRole('textbox', { name: 'Cause 1' }), 'Fan worn');
    await user.click(within(form).getByRole('button', { name: 'Add a cause' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Where cause 2 comes from' }), 'Environment');
    await user.type(within(form).getByRole('textbox', { name: 'Cause 2' }), 'Draught from the door');
    await user.type(within(form).getByRole('textbox', { name: 'Root cause' }), 'Draught from the door');
    await user.click(within(form).getByRole('button', { name: 'Save the root cause' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'FISHBONE',
          effect: 'Jaws warp at the lip',
          causes: [
            { category: 'MACHINE', cause: 'Fan worn' },
            { category: 'ENVIRONMENT', cause: 'Draught from the door' },
          ],
          rootCause: 'Draught from the door',
        },
      ]),
    );
    const section = screen.getByRole('region', { name: 'Root cause' });
    await waitFor(() => expect(section).toHaveTextContent('EnvironmentDraught from the door'));
    expect(section).not.toHaveTextContent('ENVIRONMENT');
  });

  it('records an 8D report from its team and disciplines, D5 to D8 left for later', async () => {
    const { user, sent } = open();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Method' }), '8D report');
    const form = screen.getByRole('form', { name: 'Root cause: 8D report' });
    expect(within(form).getByRole('textbox', { name: 'Team member 1' })).toHaveValue('Alex Admin');
    await user.click(within(form).getByRole('button', { name: 'Add a team member' }));
    await user.type(within(form).getByRole('textbox', { name: 'Team member 2' }), 'Paula Planner');
    await user.type(within(form).getByRole('textbox', { name: 'D4 · Root cause and where it escaped' }), 'Cooling too short');
    await user.click(within(form).getByRole('button', { name: 'Save the root cause' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'EIGHT_D',
          team: ['Alex Admin', 'Paula Planner'],
          problem: 'Jaws warp at the lip',
          containment: 'Every jaw measured before shipping',
          rootCause: 'Cooling too short',
          correctiveActions: '',
          implementation: '',
          prevention: '',
          recognition: '',
        },
      ]),
    );
    expect(await screen.findByRole('link', { name: 'Download the 8D report of CAPA-2026-012' })).toBeVisible();
  });

  it('shows a field the server refuses at the field', async () => {
    const blank = { code: 'BAD_REQUEST', message: 'body.whys.0 must not be blank', details: [{ field: 'body.whys.0' }] };
    const { user } = open(new ApiRefusal(400, blank));
    const form = await screen.findByRole('form', { name: 'Root cause: 5 Whys' });
    await user.type(within(form).getByRole('textbox', { name: 'Why 1' }), 'Because');
    await user.type(within(form).getByRole('textbox', { name: 'Root cause' }), 'Cooling');
    await user.click(within(form).getByRole('button', { name: 'Save the root cause' }));
    expect(await within(form).findByText('body.whys.0 must not be blank')).toBeVisible();
  });
});
