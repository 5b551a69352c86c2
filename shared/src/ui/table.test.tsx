import { within } from '@testing-library/react';
import { Table, type TableSort } from './table';
import type { TableColumn } from './table-columns';
import { renderWithIntl } from './test-utils';

interface Job {
  id: number;
  name: string;
  hours: number;
  parts?: Job[];
}

const jobs: Job[] = [
  { id: 1, name: 'Bracket', hours: 12 },
  { id: 2, name: 'Housing', hours: 3 },
  { id: 3, name: 'Arm', hours: 40 },
];

const columns: TableColumn<Job>[] = [
  { key: 'name', title: 'Name', value: (job) => job.name, sort: true },
  { key: 'hours', title: 'Hours', value: (job) => job.hours, sort: true, align: 'right' },
  { key: 'action', title: 'Action', render: (job) => <button type="button">Open {job.name}</button> },
];

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const firstCells = (table: HTMLElement) => bodyRows(table).map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('Table', () => {
  it('shows a header per column and a row per item, with rendered cells', () => {
    const { getByRole } = renderWithIntl(<Table label="Jobs" columns={columns} data={jobs} />);
    const table = getByRole('table', { name: 'Jobs' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Hours', 'Action']);
    // Sort marks are SVG icons, not arrow glyphs in the header text.
    expect(getByRole('columnheader', { name: 'Name' }).querySelector('svg')).not.toBeNull();
    expect(firstCells(table)).toEqual(['Bracket', 'Housing', 'Arm']);
    expect(getByRole('button', { name: 'Open Housing' })).toBeInTheDocument();
  });

  it('sorts by a column on click and reverses on a second click', async () => {
    const { user, getByRole } = renderWithIntl(<Table label="Jobs" columns={columns} data={jobs} />);
    const table = getByRole('table', { name: 'Jobs' });
    const hours = getByRole('columnheader', { name: /Hours/ });
    expect(hours).toHaveAttribute('aria-sort', 'none');

    await user.click(within(hours).getByRole('button'));
    expect(hours).toHaveAttribute('aria-sort', 'ascending');
    expect(firstCells(table)).toEqual(['Housing', 'Bracket', 'Arm']);

    await user.click(within(hours).getByRole('button'));
    expect(hours).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells(table)).toEqual(['Arm', 'Bracket', 'Housing']);

    await user.click(getByRole('button', { name: /Name/ }));
    expect(hours).toHaveAttribute('aria-sort', 'none');
    expect(getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(firstCells(table)).toEqual(['Arm', 'Bracket', 'Housing']);
  });

  it('does not make unsortable columns clickable', () => {
    const { getByRole } = renderWithIntl(<Table label="Jobs" columns={columns} data={jobs} />);
    const action = getByRole('columnheader', { name: 'Action' });
    expect(action).not.toHaveAttribute('aria-sort');
    expect(within(action).queryByRole('button')).not.toBeInTheDocument();
  });

  it('tells onSort the direction and keeps the given order for server-sorted columns', async () => {
    const onSort = jest.fn();
    const serverSorted: TableColumn<Job>[] = [{ key: 'name', title: 'Name', value: (job) => job.name, sort: true, onSort }];
    const { user, getByRole } = renderWithIntl(<Table label="Jobs" columns={serverSorted} data={jobs} />);
    await user.click(getByRole('button', { name: /Name/ }));
    await user.click(getByRole('button', { name: /Name/ }));
    expect(onSort.mock.calls).toEqual([['asc'], ['desc']]);
    expect(firstCells(getByRole('table'))).toEqual(['Bracket', 'Housing', 'Arm']);
  });

  it('sorts with a custom comparator', async () => {
    const byNameLength: TableColumn<Job>[] = [
      { key: 'name', title: 'Name', value: (job) => job.name, sort: (a, b) => a.name.length - b.name.length },
    ];
    const { user, getByRole } = renderWithIntl(<Table label="Jobs" columns={byNameLength} data={jobs} />);
    await user.click(getByRole('button', { name: /Name/ }));
    expect(firstCells(getByRole('table'))).toEqual(['Arm', 'Bracket', 'Housing']);
  });

  it('expands and collapses nested rows', async () => {
    const nested: Job[] = [
      { id: 1, name: 'Order 7', hours: 10, parts: [{ id: 11, name: 'Part A', hours: 4 }] },
      ...jobs.slice(1),
    ];
    const { user, getByRole, queryByText } = renderWithIntl(
      <Table label="Jobs" columns={columns} data={nested} getSubRows={(job) => job.parts} getRowId={(job) => String(job.id)} />,
    );
    expect(queryByText('Part A')).not.toBeInTheDocument();
    expect(getByRole('button', { name: 'Expand row' }).querySelector('svg')).not.toBeNull();
    await user.click(getByRole('button', { name: 'Expand row' }));
    expect(firstCells(getByRole('table'))).toEqual(['Order 7', 'Part A', 'Housing', 'Arm']);
    expect(getByRole('button', { name: 'Collapse row' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(getByRole('button', { name: 'Collapse row' }));
    expect(queryByText('Part A')).not.toBeInTheDocument();
  });

  it('cuts a long value at its column’s width, with the whole value on hover and for screen readers', () => {
    const long = 'Bracket for the left-hand mounting plate of the conveyor, revision C';
    const cut: TableColumn<Job>[] = [{ key: 'name', title: 'Name', value: (job) => job.name, maxWidth: 160 }];
    const { getByRole } = renderWithIntl(<Table label="Jobs" columns={cut} data={[{ id: 1, name: long, hours: 1 }]} />);
    const cell = getByRole('cell', { name: long });
    const box = within(cell).getByTitle(long);
    expect(box).toHaveStyle({ maxWidth: '160px', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
  });

  it("shows 'No Data' when there are no rows", () => {
    const { getByRole } = renderWithIntl(<Table label="Jobs" columns={columns} data={[]} />);
    expect(getByRole('cell', { name: 'No Data' })).toHaveAttribute('colspan', '3');
  });

  describe('pager', () => {
    const many = (count: number): Job[] =>
      Array.from({ length: count }, (_, index) => ({ id: index, name: `Job ${index + 1}`, hours: index }));

    it('shows 15 rows a page and the pager only when the rows exceed a page', async () => {
      const { user, getByRole, rerender } = renderWithIntl(<Table label="Jobs" columns={columns} data={many(15)} paginated />);
      expect(bodyRows(getByRole('table'))).toHaveLength(15);
      expect(() => getByRole('navigation', { name: 'Pagination' })).toThrow();

      rerender(<Table label="Jobs" columns={columns} data={many(16)} paginated />);
      expect(bodyRows(getByRole('table'))).toHaveLength(15);
      await user.click(getByRole('button', { name: 'Page 2' }));
      expect(firstCells(getByRole('table'))).toEqual(['Job 16']);
    });

    it('abbreviates the page list beyond 7 pages and honours a custom page size', () => {
      const { getByRole, queryByRole } = renderWithIntl(
        <Table label="Jobs" columns={columns} data={many(80)} paginated pageSize={10} />,
      );
      expect(bodyRows(getByRole('table'))).toHaveLength(10);
      expect(getByRole('button', { name: 'Page 8' })).toBeInTheDocument();
      expect(queryByRole('button', { name: 'Page 6' })).not.toBeInTheDocument();
      expect(getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('…');
    });

    it("keeps expanded sub-rows on their parent's page", async () => {
      const data = many(16).map((job, index) =>
        index === 14 ? { ...job, parts: [{ id: 100, name: 'Part A', hours: 1 }] } : job,
      );
      const { user, getByRole } = renderWithIntl(
        <Table label="Jobs" columns={columns} data={data} getSubRows={(job) => job.parts} paginated />,
      );
      await user.click(getByRole('button', { name: 'Expand row' }));
      expect(bodyRows(getByRole('table'))).toHaveLength(16);
      expect(firstCells(getByRole('table')).slice(-2)).toEqual(['Job 15', 'Part A']);
    });

    it('shows every row without paginated', () => {
      const { getByRole } = renderWithIntl(<Table label="Jobs" columns={columns} data={many(40)} />);
      expect(bodyRows(getByRole('table'))).toHaveLength(40);
    });
  });
});

describe('Table sorted by its caller', () => {
  const manyJobs = (count: number): Job[] =>
    Array.from({ length: count }, (_, index) => ({ id: index, name: `Job ${index + 1}`, hours: index }));

  it('shows the sort its caller keeps, and none once the caller drops it', async () => {
    const onSort = jest.fn();
    const serverSorted: TableColumn<Job>[] = [
      { key: 'name', title: 'Name', value: (job) => job.name, sort: true, onSort },
      { key: 'hours', title: 'Hours', value: (job) => job.hours, sort: true, onSort },
    ];
    const table = (sorted: TableSort | null) => <Table label="Jobs" columns={serverSorted} data={jobs} sorted={sorted} />;
    const { user, getByRole, rerender } = renderWithIntl(table({ key: 'hours', direction: 'desc' }));
    const hours = getByRole('columnheader', { name: /Hours/ });
    expect(hours).toHaveAttribute('aria-sort', 'descending');
    // A click asks the caller, who keeps the sort: the mark stays until it says otherwise.
    await user.click(within(hours).getByRole('button'));
    expect(onSort.mock.calls).toEqual([['asc']]);
    expect(hours).toHaveAttribute('aria-sort', 'descending');
    rerender(table({ key: 'hours', direction: 'asc' }));
    expect(hours).toHaveAttribute('aria-sort', 'ascending');
    rerender(table(null));
    expect(hours).toHaveAttribute('aria-sort', 'none');
    expect(firstCells(getByRole('table'))).toEqual(['Bracket', 'Housing', 'Arm']);
  });

  it('stays on its page while the sort its caller keeps stays the same', async () => {
    const sortedByHours = () => (
      <Table label="Jobs" columns={columns} data={manyJobs(16)} paginated sorted={{ key: 'hours', direction: 'asc' }} />
    );
    const { user, getByRole, rerender } = renderWithIntl(sortedByHours());
    await user.click(getByRole('button', { name: 'Page 2' }));
    rerender(sortedByHours());
    expect(firstCells(getByRole('table'))).toEqual(['Job 16']);
    expect(getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });
});
