/**
 * Data table on TanStack Table: sortable columns (a second click on the
 * same column reverses the order), fixed columns, nested expandable rows, an optional pager
 * that shows only when the rows do not fit on one page, and 'No Data' when empty.
 */
import {
  getCoreRowModel,
  getExpandedRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type Row,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { ChevronDownIcon, ChevronRightIcon, ChevronUpIcon, SortIcon } from './icons';
import { useKitText } from './use-kit-text';
import { DEFAULT_PAGE_SIZE, Pager } from './pager';
import { ScrollRegion } from './scroll-region';
import { stickyPositions, toColumnDefs, type SortDirection, type StickyPosition, type TableColumn } from './table-columns';
import { colors, fontFamily, space } from './tokens';

export interface TableProps<T> {
  columns: TableColumn<T>[];
  data: T[];
  /** Accessible name of the table. */
  label?: string;
  getRowId?: (row: T, index: number) => string;
  /** Child rows shown under a row when it is expanded. */
  getSubRows?: (row: T) => T[] | undefined;
  paginated?: boolean;
  pageSize?: number;
  emptyText?: ReactNode;
  /**
   * The sort the caller keeps, when its columns sort elsewhere (their onSort) and it may set the
   * sort itself (a saved view of a list sorts it again): the column and direction shown, or null
   * for none. Without it the table keeps its own.
   */
  sorted?: TableSort | null;
}

/** A column's key and the direction its rows are sorted in. */
export interface TableSort {
  key: string;
  direction: SortDirection;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const NO_SORTING: SortingState = [];
const SORT_ICONS = { ascending: ChevronUpIcon, descending: ChevronDownIcon, none: SortIcon } as const;

function SortMark({ direction }: { direction: keyof typeof SORT_ICONS }) {
  const Shape = SORT_ICONS[direction];
  return <Shape size="1em" />;
}

export function Table<T>({
  columns,
  data,
  label,
  getRowId,
  getSubRows,
  paginated,
  pageSize = DEFAULT_PAGE_SIZE,
  emptyText,
  sorted,
}: TableProps<T>) {
  const text = useKitText();
  const [ownSorting, setSorting] = useState<SortingState>([]);
  // One sorting state for as long as the caller's sort is the same: TanStack sorts the rows again,
  // and resets its page, whenever the state is a new object.
  const [sortKey, sortDirection] = [sorted?.key, sorted?.direction];
  const given = useMemo<SortingState | undefined>(
    () => (sortKey === undefined ? undefined : [{ id: sortKey, desc: sortDirection === 'desc' }]),
    [sortKey, sortDirection],
  );
  const sorting = sorted === undefined ? ownSorting : (given ?? NO_SORTING);
  const columnDefs = useMemo(() => toColumnDefs(columns), [columns]);
  const sticky = useMemo(() => stickyPositions(columns), [columns]);

  const table = useReactTable<T>({
    data,
    columns: columnDefs,
    state: { sorting },
    getRowId,
    getSubRows,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getExpandedRowModel: getExpandedRowModel(),
    getPaginationRowModel: paginated ? getPaginationRowModel() : undefined,
    // With a pager, sub-rows are added after paging so they stay on their parent's page
    // instead of pushing rows to the next one; TanStack then expands in the pagination step.
    paginateExpandedRows: !paginated,
    initialState: { pagination: { pageIndex: 0, pageSize } },
  });

  const toggleSort = (column: TableColumn<T>) => {
    const [current] = sorting;
    const desc = current?.id === column.key ? !current.desc : false;
    setSorting([{ id: column.key, desc }]);
    column.onSort?.(desc ? 'desc' : 'asc');
  };

  const ariaSort = (column: TableColumn<T>) => {
    if (!column.sort) return undefined;
    const [current] = sorting;
    return current?.id === column.key ? ARIA_SORT[current.desc ? 'desc' : 'asc'] : 'none';
  };

  const firstCell = (row: Row<T>, content: ReactNode) => (
    <Nested $depth={row.depth}>
      {row.getCanExpand() && (
        <ToggleButton
          type="button"
          aria-expanded={row.getIsExpanded()}
          aria-label={text(row.getIsExpanded() ? 'ui.table.collapseRow' : 'ui.table.expandRow')}
          onClick={row.getToggleExpandedHandler()}
        >
          {row.getIsExpanded() ? <ChevronDownIcon /> : <ChevronRightIcon />}
        </ToggleButton>
      )}
      {content}
    </Nested>
  );

  const rows = table.getRowModel().rows;

  return (
    <div>
      <ScrollRegion label={label}>
        <StyledTable aria-label={label}>
          <thead>
            <tr>
              {columns.map((column) => (
                <HeaderCell
                  key={column.key}
                  scope="col"
                  aria-sort={ariaSort(column)}
                  {...cellLayout(column, sticky.get(column.key))}
                >
                  {column.sort ? (
                    <SortButton type="button" onClick={() => toggleSort(column)}>
                      {column.title}
                      <SortMark direction={ariaSort(column) ?? 'none'} />
                    </SortButton>
                  ) : (
                    column.title
                  )}
                </HeaderCell>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <Empty colSpan={columns.length}>{emptyText ?? text('common.noData')}</Empty>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id}>
                  {columns.map((column, index) => {
                    const value = column.value?.(row.original);
                    const rendered = column.render ? column.render(row.original) : value;
                    const content =
                      column.maxWidth === undefined ? (
                        rendered
                      ) : (
                        <Truncated $maxWidth={column.maxWidth} title={value == null ? undefined : String(value)}>
                          {rendered}
                        </Truncated>
                      );
                    return (
                      <Cell key={column.key} {...cellLayout(column, sticky.get(column.key))}>
                        {index === 0 ? firstCell(row, content) : content}
                      </Cell>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </StyledTable>
      </ScrollRegion>
      {paginated && data.length > pageSize && (
        <Pager
          page={table.getState().pagination.pageIndex + 1}
          pageCount={table.getPageCount()}
          onChange={(page) => table.setPageIndex(page - 1)}
        />
      )}
    </div>
  );
}

interface CellLayout {
  $align: 'left' | 'right' | 'center';
  $width?: number;
  $sticky?: StickyPosition;
}

const cellLayout = <T,>(column: TableColumn<T>, sticky: StickyPosition | undefined): CellLayout => ({
  $align: column.align ?? 'left',
  $width: column.width,
  $sticky: sticky,
});

const StyledTable = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-family: ${fontFamily};
  color: ${colors.text};
  background: ${colors.surface};
`;

const cellStyles = css<CellLayout>`
  padding: ${space(2)} ${space(3)};
  text-align: ${({ $align }) => $align};
  width: ${({ $width }) => ($width === undefined ? 'auto' : `${$width}px`)};
  border-bottom: 1px solid ${colors.border};
  background: ${colors.surface};
  ${({ $sticky }) => $sticky && `position: sticky; ${$sticky.side}: ${$sticky.offset}px; z-index: 1;`}
`;

const Cell = styled.td<CellLayout>`
  ${cellStyles}
`;

const HeaderCell = styled.th<CellLayout>`
  ${cellStyles}
  /* A title on one line; a table too wide for its box scrolls inside it. */
  white-space: nowrap;
  font-weight: 600;
  background: ${colors.background};
`;

const Truncated = styled.div<{ $maxWidth: number }>`
  max-width: ${({ $maxWidth }) => $maxWidth}px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  padding: 0;
  font: inherit;
  color: inherit;
  background: none;
  border: none;
  cursor: pointer;
`;

const Nested = styled.span<{ $depth: number }>`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  padding-left: ${({ $depth }) => space($depth * 5)};
`;

const ToggleButton = styled(SortButton)`
  width: ${space(5)};
`;

const Empty = styled.td`
  padding: ${space(6)};
  text-align: center;
  color: ${colors.muted};
`;
