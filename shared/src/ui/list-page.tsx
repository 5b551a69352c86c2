/**
 * A list screen, the one way: its heading and actions (an intro, tabs of the list's views), the
 * search box and filters, the export of what it shows, then the table with its pages in the
 * list's three states (loading, failed with a retry, the rows; an empty list or search says so).
 * The page keeps its query, its columns and, when the server sorts by them, their sort;
 * `useListSearch` gives the search and the window of rows the query asks for.
 */
import { type ReactNode, useId } from 'react';
import { TableExport } from './list-controls';
import { Loaded, type LoadedQuery } from './loaded';
import { Page, PageHeader, Toolbar } from './page-layout';
import { Pager, type ListTotal } from './pager';
import { Table, type TableSort } from './table';
import type { TableColumn } from './table-columns';
import { Tabs } from './tabs';
import { SearchField } from './text-field';
import type { useListSearch } from './list-controls';

export interface ListPageProps<Row, Data extends ListTotal> {
  /** The page's h1, which also names the table. */
  title: string;
  /**
   * The list is one section of a page (the webhooks' deliveries under their endpoints): the title
   * is the section's h2 and names it.
   */
  section?: boolean;
  /** Beside the heading: the page's own actions ('New customer'). */
  actions?: ReactNode;
  /** Under the heading: what the list is about. */
  intro?: ReactNode;
  /**
   * Views of the list as tabs above it ('To ship', 'Shipped'): the list shows in the selected
   * tab, and its export's sheet is named by it. The page picks the query for the selected one.
   */
  tabs?: ListTabs;
  search: ReturnType<typeof useListSearch>;
  searchLabel: string;
  /** Controls beside the search box that narrow the list. */
  filters?: ReactNode;
  /** Whether those filters narrow the list now: an empty answer is then no match, too. */
  filtered?: boolean;
  /** The list's query (an RTK Query hook's result) and its rows out of the answer. */
  query: LoadedQuery<Data>;
  rowsOf: (data: Data) => Row[];
  failedTitle: ReactNode;
  columns: TableColumn<Row>[];
  /** The sort the page keeps, when its columns sort on the server (Table's `sorted`). */
  sorted?: TableSort | null;
  rowId: (row: Row) => string;
  /** The table's name when it is not the title's. */
  tableLabel?: string;
  /** What an empty list says, and what a search that finds nothing says. */
  emptyText: ReactNode;
  noMatchText: ReactNode;
  /**
   * The file name of the CSV and Excel export of what the list shows (the columns with a value:
   * not a row's buttons); none without it.
   */
  exportName?: string;
}

interface ListTabs {
  /** The tab list's name. */
  label: string;
  items: string[];
  value: number;
  onChange: (index: number) => void;
}

export function ListPage<Row, Data extends ListTotal>({
  title,
  section = false,
  actions,
  intro,
  tabs,
  search,
  searchLabel,
  filters,
  filtered = false,
  query,
  rowsOf,
  failedTitle,
  columns,
  sorted,
  rowId,
  tableLabel = title,
  emptyText,
  noMatchText,
  exportName,
}: ListPageProps<Row, Data>) {
  const rows = query.data ? rowsOf(query.data) : [];
  const sheet = tabs?.items[tabs.value] ?? title;
  const headingId = useId();
  const list = (
    <>
      <Toolbar>
        <SearchField label={searchLabel} value={search.search} onSearch={search.onSearch} />
        {filters}
        {exportName && <TableExport columns={columns} rows={rows} fileName={exportName} sheet={sheet} />}
      </Toolbar>
      <Loaded query={query} failedTitle={failedTitle}>
        {(data) => {
          const pages = search.pageCount(data.totalCount);
          return (
            <>
              <Table
                label={tableLabel}
                columns={columns}
                sorted={sorted}
                data={rowsOf(data)}
                getRowId={rowId}
                emptyText={search.query || filtered ? noMatchText : emptyText}
              />
              {pages > 1 && <Pager page={search.page} pageCount={pages} onChange={search.setPage} total={data} />}
            </>
          );
        }}
      </Loaded>
    </>
  );
  const body = (
    <>
      {intro}
      {tabs ? (
        <Tabs
          label={tabs.label}
          value={tabs.value}
          onChange={tabs.onChange}
          items={tabs.items.map((label, index) => ({ label, content: index === tabs.value ? list : null }))}
        />
      ) : (
        list
      )}
    </>
  );
  if (section)
    return (
      <section aria-labelledby={headingId}>
        <h2 id={headingId}>{title}</h2>
        {actions}
        {body}
      </section>
    );
  return (
    <Page>
      <PageHeader>
        <h1>{title}</h1>
        {actions}
      </PageHeader>
      {body}
    </Page>
  );
}
