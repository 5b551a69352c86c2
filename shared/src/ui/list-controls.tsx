/**
 * What every list shares: the search box's rule (a search starts at 3 characters, 300 ms after the
 * last key, so each key does not send a request; an order id may be shorter), its pages (a new
 * search goes back to the first), and the CSV and Excel export of what the list shows.
 */
import { useState } from 'react';
import { Button } from './button';
import { downloadCsv } from './csv';
import { DEFAULT_PAGE_SIZE } from './pager';
import type { TableColumn } from './table-columns';
import { useDebounced } from './use-debounced';
import { useKitText } from './use-kit-text';
import { downloadXlsx } from './xlsx';

const SEARCH_FROM = 3;
const DEBOUNCE_MS = 300;

export function useListSearch() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1); // the pager counts from 1
  const settled = useDebounced(search.trim(), DEBOUNCE_MS);
  const query = settled.length >= SEARCH_FROM || /^\d+$/.test(settled) ? settled || undefined : undefined;
  return {
    search,
    /** The search the server gets: none until it is long enough. */
    query,
    onSearch: (value: string) => {
      setSearch(value);
      setPage(1);
    },
    page,
    setPage,
    /** The rows of the current page, as the list endpoints take them. */
    window: { offset: (page - 1) * DEFAULT_PAGE_SIZE, limit: DEFAULT_PAGE_SIZE },
    pageCount: (totalCount: number | undefined) => Math.ceil((totalCount ?? 0) / DEFAULT_PAGE_SIZE),
  };
}

/** Export CSV and Export Excel, disabled while the list is empty. */
export function ExportButtons({ disabled, onCsv, onExcel }: { disabled: boolean; onCsv: () => void; onExcel: () => void }) {
  const text = useKitText();
  return (
    <>
      <Button variant="secondary" disabled={disabled} onClick={onCsv}>
        {text('list.export')}
      </Button>
      <Button variant="secondary" disabled={disabled} onClick={onExcel}>
        {text('list.exportExcel')}
      </Button>
    </>
  );
}

/** The export of a table's columns with a value and its rows as it shows them, as `fileName`.csv or .xlsx. */
export function TableExport<Row>({
  columns,
  rows,
  fileName,
  sheet,
}: {
  columns: TableColumn<Row>[];
  rows: Row[];
  fileName: string;
  sheet: string;
}) {
  // A column without a value (a row's actions) has nothing to export.
  const exported = columns.filter((column) => column.value);
  const header = exported.map((column) => String(column.title));
  const cells = () => rows.map((row) => exported.map((column) => column.value!(row) ?? ''));
  return (
    <ExportButtons
      disabled={!rows.length}
      onCsv={() => downloadCsv(`${fileName}.csv`, header, cells())}
      onExcel={() => void downloadXlsx(`${fileName}.xlsx`, sheet, header, cells())}
    />
  );
}
