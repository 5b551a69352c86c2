import { screen, within } from '@testing-library/react';
import type { PriorityLabel } from 'shared/contracts';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import { DAY, facilityUser, signedInStore } from '../test-fixtures';
import PriorityLabelsPage from './priority-labels-page';

const label = (id: number, name: string, color: string): PriorityLabel => ({
  id,
  label: name,
  color,
  createDate: Date.now() - id * DAY,
});

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());
jest.setTimeout(20_000);

const open = async () =>
  renderWithProviders(<PriorityLabelsPage />, {
    route: '/service-provider/settings/priority-labels',
    path: '/service-provider/settings/priority-labels',
    store: await signedInStore(),
  });

describe('the priority labels page', () => {
  it('lists the labels and only reads them without the MES settings permission', async () => {
    api = stubApi({
      'GET /api/v1/users/getUser': facilityUser([]),
      'GET /api/v1/priorities': [label(1, 'Rush', '#d73a49'), label(2, 'Standard', '#1f6feb')],
    });
    await open();
    const table = await screen.findByRole('table', { name: 'The facility’s labels' });
    expect(within(table).getByRole('row', { name: /Rush/ })).toHaveTextContent('#d73a49');
    expect(within(table).getByRole('row', { name: /Standard/ })).toHaveTextContent('#1f6feb');
    expect(screen.getByText('Only people with the MES settings permission change the labels.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'New label' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Delete Rush' })).toBeNull();
  });

  it('asks for a name, then adds the label with its colour', async () => {
    let labels = [label(1, 'Rush', '#d73a49')];
    const sent: unknown[] = [];
    api = stubApi({
      'GET /api/v1/users/getUser': facilityUser(['MES_SETTINGS_EDITOR']),
      'GET /api/v1/priorities': () => labels,
      'POST /api/v1/priorities': ({ body }: { body: { label: string; color: string } }) => {
        sent.push(body);
        labels = [...labels, label(2, body.label, body.color)];
        return labels[1];
      },
    });
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'New label' }));
    const form = screen.getByRole('form', { name: 'New label' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Please enter a name')).toBeVisible();
    expect(sent).toEqual([]);

    await user.type(within(form).getByLabelText('Label'), '  Hold  ');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('“Hold” saved')).toBeVisible();
    expect(sent).toEqual([{ label: 'Hold', color: '#1f6feb' }]);
    expect(screen.queryByRole('form', { name: 'New label' })).toBeNull();
    expect(await screen.findByRole('row', { name: /Hold/ })).toBeVisible();
  });

  it('deletes a label only after asking, and offers Try again when the list fails', async () => {
    let fail = true;
    api = stubApi({
      'GET /api/v1/users/getUser': facilityUser(['MES_SETTINGS_EDITOR']),
      'GET /api/v1/priorities': () =>
        fail ? new ApiRefusal(500, { code: 'INTERNAL', message: 'The database is away' }) : [label(4, 'Rush', '#d73a49')],
      'DELETE /api/v1/priorities/4': null,
    });
    const { user } = await open();
    expect(await screen.findByText('The labels could not be loaded')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    await user.click(await screen.findByRole('button', { name: 'Delete Rush' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the label “Rush”?' });
    expect(dialog).toHaveTextContent('It is taken off every job and order that has it.');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(api.calls).not.toContain('DELETE /api/v1/priorities/4');
    await user.click(screen.getByRole('button', { name: 'Delete Rush' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('“Rush” deleted')).toBeVisible();
    expect(api.calls).toContain('DELETE /api/v1/priorities/4');
  });
});
