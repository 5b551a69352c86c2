import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { useListSearch } from './list-controls';
import { ListPage } from './list-page';
import type { LoadedQuery } from './loaded';
import { renderWithIntl } from './test-utils';

interface Customer {
  id: number;
  name: string;
}
type Answer = { rows: Customer[]; totalCount: number };

const COLUMNS = [{ key: 'name', title: 'Name', value: (row: Customer) => row.name }];

function Customers({ query, onSearch }: { query: LoadedQuery<Answer>; onSearch?: (search: string | undefined) => void }) {
  const search = useListSearch();
  onSearch?.(search.query);
  return (
    <ListPage
      title="Customers"
      search={search}
      searchLabel="Search customers"
      query={query}
      rowsOf={(data) => data.rows}
      failedTitle="Unable to fetch the customers"
      columns={COLUMNS}
      rowId={(row) => String(row.id)}
      emptyText="No customers yet"
      noMatchText="No customer matches"
      exportName="customers"
    />
  );
}

const answered = (data: Answer): LoadedQuery<Answer> => ({ data, isLoading: false, isError: false, refetch: jest.fn() });

describe('ListPage', () => {
  it('shows the rows in a table named by the page, with the results and pages of a long list', () => {
    const rows = Array.from({ length: 15 }, (_, index) => ({ id: index + 1, name: `Company ${index + 1}` }));
    renderWithIntl(<Customers query={answered({ rows, totalCount: 40 })} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Customers' });
    expect(table).toHaveTextContent('Company 15');
    expect(screen.getByText('Results: 1 - 15 of 40')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('says a list is empty, and that a search found nothing once one is made', async () => {
    jest.useFakeTimers();
    let sent: string | undefined;
    const { user } = renderWithIntl(<Customers query={answered({ rows: [], totalCount: 0 })} onSearch={(s) => (sent = s)} />);
    expect(screen.getByText('No customers yet')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    const userWithTimers = user.setup({ advanceTimers: jest.advanceTimersByTime });
    await userWithTimers.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'Acme');
    act(() => void jest.advanceTimersByTime(300));
    expect(sent).toBe('Acme');
    expect(screen.getByText('No customer matches')).toBeVisible();
    jest.useRealTimers();
  });

  it('says what failed, and tries again on request', async () => {
    const refetch = jest.fn();
    const { user } = renderWithIntl(<Customers query={{ isLoading: false, isError: true, error: { status: 503 }, refetch }} />);
    expect(screen.getByText('Unable to fetch the customers')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('shows the list in the selected tab, named as the page says, and a filtered empty list as no match', async () => {
    const seen: number[] = [];
    function Stages({ filtered }: { filtered: boolean }) {
      const search = useListSearch();
      const [tab, setTab] = useState(0);
      seen.push(tab);
      return (
        <ListPage
          title="Shipments"
          intro={<p>What to ship</p>}
          tabs={{ label: 'Stages', items: ['To ship', 'Shipped'], value: tab, onChange: setTab }}
          search={search}
          searchLabel="Search shipments"
          filtered={filtered}
          query={answered({ rows: [], totalCount: 0 })}
          rowsOf={(data) => data.rows}
          failedTitle="Unable to fetch the shipments"
          columns={COLUMNS}
          rowId={(row) => String(row.id)}
          tableLabel={`Shipments ${['to ship', 'shipped'][tab]}`}
          emptyText="Nothing to ship"
          noMatchText="No shipment matches"
        />
      );
    }
    const { user, rerender } = renderWithIntl(<Stages filtered={false} />);
    expect(screen.getByText('What to ship')).toBeVisible();
    const panel = screen.getByRole('tabpanel', { name: 'To ship' });
    expect(within(panel).getByRole('table', { name: 'Shipments to ship' })).toHaveTextContent('Nothing to ship');
    expect(within(panel).getByRole('searchbox', { name: 'Search shipments' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Shipped' }));
    expect(seen.at(-1)).toBe(1);
    expect(screen.getByRole('tabpanel', { name: 'Shipped' })).toContainElement(
      screen.getByRole('table', { name: 'Shipments shipped' }),
    );
    rerender(<Stages filtered />);
    expect(screen.getByText('No shipment matches')).toBeVisible();
  });

  it('is one section of a page, named by its heading', () => {
    function Deliveries() {
      const search = useListSearch();
      return (
        <ListPage
          title="Deliveries"
          section
          search={search}
          searchLabel="Search deliveries"
          query={answered({ rows: [{ id: 1, name: 'order.created' }], totalCount: 1 })}
          rowsOf={(data) => data.rows}
          failedTitle="Unable to fetch the deliveries"
          columns={[...COLUMNS, { key: 'actions', title: 'Actions', render: () => <button>Send again</button> }]}
          rowId={(row) => String(row.id)}
          emptyText="No deliveries yet"
          noMatchText="No delivery matches"
          exportName="deliveries"
        />
      );
    }
    renderWithIntl(<Deliveries />);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    const region = screen.getByRole('region', { name: 'Deliveries' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Deliveries' })).toBeVisible();
    expect(within(region).getByRole('table', { name: 'Deliveries' })).toHaveTextContent('order.created');
  });
});
