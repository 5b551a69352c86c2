/**
 * What the admin area's short lists share — a facility's labels, tags, apps, work centers, work
 * plans and machine connections, read whole: search and pages in the browser, the table with its
 * search, export and pager, and the boxed form that adds or changes a row.
 */
import { Form } from 'formik';
import styled from 'styled-components';
import {
  colors,
  DEFAULT_PAGE_SIZE,
  Pager,
  SearchField,
  space,
  Table,
  TableExport,
  Toolbar,
  useListSearch,
  type TableColumn,
} from 'shared/ui';

/** The rows whose `text` holds the search, and the page of them shown. */
export function useLocalList<T>(rows: T[], text: (row: T) => string) {
  const { search, onSearch, page, setPage, window } = useListSearch();
  const term = search.trim().toLowerCase();
  const found = term ? rows.filter((row) => text(row).toLowerCase().includes(term)) : rows;
  return {
    search,
    onSearch,
    page,
    setPage,
    searching: term !== '',
    found,
    shown: found.slice(window.offset, window.offset + window.limit),
    pageCount: Math.ceil(found.length / DEFAULT_PAGE_SIZE),
  };
}

type LocalList<T> = ReturnType<typeof useLocalList<T>>;

export interface LocalListTableProps<T> {
  list: LocalList<T>;
  columns: TableColumn<T>[];
  /** The table's name, and the exported sheet's. */
  label: string;
  searchLabel: string;
  /** The exported file's name, without its extension. */
  fileName: string;
  /** What shows when there is no row: none yet, or none matching the search. */
  empty: { none: string; noMatch: string };
}

/** A short list's search and export, its table of the page shown, and its pager. */
export function LocalListTable<T extends { id: number }>({
  list,
  columns,
  label,
  searchLabel,
  fileName,
  empty,
}: LocalListTableProps<T>) {
  return (
    <>
      <Toolbar>
        <SearchField label={searchLabel} value={list.search} onSearch={list.onSearch} />
        <TableExport columns={columns} rows={list.found} fileName={fileName} sheet={label} />
      </Toolbar>
      <Table
        label={label}
        columns={columns}
        data={list.shown}
        getRowId={(row) => String(row.id)}
        emptyText={list.searching ? empty.noMatch : empty.none}
      />
      {list.pageCount > 1 && <Pager page={list.page} pageCount={list.pageCount} onChange={list.setPage} />}
    </>
  );
}

export const EditorForm = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  padding: ${space(4)};
  margin-bottom: ${space(4)};
  border: 1px solid ${colors.border};
  border-radius: 0.25rem;

  h2 {
    margin: 0;
  }
`;
