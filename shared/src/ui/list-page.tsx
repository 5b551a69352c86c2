/**
 * A list screen, the one way: its heading and actions, the search box and filters, the export
 * of what it shows, then the table with its pages in the list's three states (loading, failed
 * with a retry, the rows; an empty list or search says so). The page keeps its query and
 * columns; `useListSearch` gives the search and the window of rows the query asks for.
 */
import type { ReactNode } from 'react';
import { TableExport } from './list-controls';
import { Loaded, type LoadedQuery } from './loaded';
import { Page, PageHeader, Toolbar } from './page-layout';
import { Pager, type ListTotal } from './pager';
import { Table } from './table';
import type { TableColumn } from './table-columns';
import { TextField } from './text-field';
import type { useListSearch } from './list-controls';

export interface ListPageProps<Row, Data extends ListTotal> {
  /** The page's h1, which also names the table. */
  title: string;
  /** Beside the heading: the page's own actions ('New customer'). */
  actions?: ReactNode;
  search: ReturnType<typeof useListSearch>;
  searchLabel: string;
  /** Controls beside the search box that narrow the list. */
  filters?: ReactNode;
  /** The list's query (an RTK Query hook's result) and its rows out of the answer. */
  query: LoadedQuery<Data>;
  rowsOf: (data: Data) => Row[];
  failedTitle: ReactNode;
  columns: TableColumn<Row>[];
  rowId: (row: Row) => string;
  /** What an empty list says, and what a search that finds nothing says. */
  emptyText: ReactNode;
  noMatchText: ReactNode;
  /** The file name of the CSV and Excel export of what the list shows; none without it. */
  exportName?: string;
}

export function ListPage<Row, Data extends ListTotal>({
  title,
  actions,
  search,
  searchLabel,
  filters,
  query,
  rowsOf,
  failedTitle,
  columns,
  rowId,
  emptyText,
  noMatchText,
  exportName,
}: ListPageProps<Row, Data>) {
  const rows = query.data ? rowsOf(query.data) : [];
  return (
    <Page>
      <PageHeader>
        <h1>{title}</h1>
        {actions}
      </PageHeader>
      <Toolbar>
        <TextField
          type="search"
          label={searchLabel}
          value={search.search}
          onChange={(event) => search.onSearch(event.target.value)}
        />
        {filters}
        {exportName && <TableExport columns={columns} rows={rows} fileName={exportName} sheet={title} />}
      </Toolbar>
      <Loaded query={query} failedTitle={failedTitle}>
        {(data) => {
          const pages = search.pageCount(data.totalCount);
          return (
            <>
              <Table
                label={title}
                columns={columns}
                data={rowsOf(data)}
                getRowId={rowId}
                emptyText={search.query ? noMatchText : emptyText}
              />
              {pages > 1 && <Pager page={search.page} pageCount={pages} onChange={search.setPage} total={data} />}
            </>
          );
        }}
      </Loaded>
    </Page>
  );
}
