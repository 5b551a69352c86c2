import { screen, within } from '@testing-library/react';
import type { Tag } from 'shared/contracts';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import { DAY } from '../test-fixtures';
import TagsPage from './tags-page';

const tag = (id: number, name: string, kinds: Tag['kinds'], color = '#2da44e'): Tag => ({
  id,
  name,
  color,
  kinds,
  createdAt: Date.now() - id * DAY,
});

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());
jest.setTimeout(20_000);

const open = () =>
  renderWithProviders(<TagsPage />, { route: '/service-provider/settings/tags', path: '/service-provider/settings/tags' });

describe('the tags page', () => {
  it('lists the tags with what they are used for, and finds one by name', async () => {
    api = stubApi({
      'GET /api/v1/sp/tags': [tag(1, 'Aerospace', ['ORDER', 'PART']), tag(2, 'Night shift', ['JOB'], '#8250df')],
    });
    const { user } = open();
    const table = await screen.findByRole('table', { name: 'The facility’s tags' });
    expect(within(table).getByRole('row', { name: /Aerospace/ })).toHaveTextContent('Orders, Parts');
    expect(within(table).getByRole('row', { name: /Night shift/ })).toHaveTextContent('Jobs');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'night');
    expect(within(table).queryByRole('row', { name: /Aerospace/ })).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), ' owl');
    expect(await within(table).findByText('Nothing matches the search.')).toBeVisible();
  });

  it('changes a tag: at least one use is needed, a refusal is told, and the new values are sent', async () => {
    const sent: unknown[] = [];
    api = stubApi({
      'GET /api/v1/sp/tags': [tag(1, 'Aerospace', ['ORDER', 'PART'])],
      'PUT /api/v1/sp/tags/1': ({ body }: { body: Omit<Tag, 'id' | 'createdAt'> }) => {
        sent.push(body);
        return body.name === 'Medical'
          ? new ApiRefusal(409, { code: 'CONFLICT', message: 'A tag of that name exists' })
          : tag(1, body.name, body.kinds);
      },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Change Aerospace' }));
    const form = screen.getByRole('form', { name: 'Change “Aerospace”' });
    expect(within(form).getByLabelText('Tag')).toHaveValue('Aerospace');
    await user.click(within(form).getByRole('checkbox', { name: 'Orders' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Parts' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Please choose at least one')).toBeVisible();
    expect(sent).toEqual([]);

    await user.click(within(form).getByRole('checkbox', { name: 'Jobs' }));
    await user.clear(within(form).getByLabelText('Tag'));
    await user.type(within(form).getByLabelText('Tag'), 'Medical');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('A tag of that name exists');

    await user.clear(within(form).getByLabelText('Tag'));
    await user.type(within(form).getByLabelText('Tag'), 'Aerospace AS9100');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('“Aerospace AS9100” saved')).toBeVisible();
    expect(sent).toEqual([
      { name: 'Medical', color: '#2da44e', kinds: ['JOB'] },
      { name: 'Aerospace AS9100', color: '#2da44e', kinds: ['JOB'] },
    ]);
  });

  it('says when the tags could not be loaded and loads them again on Try again', async () => {
    let fail = true;
    api = stubApi({
      'GET /api/v1/sp/tags': () =>
        fail ? new ApiRefusal(503, { code: 'UNAVAILABLE', message: 'Try later' }) : [tag(3, 'Medical', ['ORDER'])],
    });
    const { user } = open();
    expect(await screen.findByText('The tags could not be loaded')).toBeVisible();
    expect(screen.getByText('Try later')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /Medical/ })).toBeVisible();
  });
});
