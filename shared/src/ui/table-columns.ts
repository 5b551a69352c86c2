/** Column description of Table and how it maps onto TanStack Table. */
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';
export type CellValue = string | number | null | undefined;

export interface TableColumn<T> {
  /** Unique among the columns. */
  key: string;
  title: ReactNode;
  /** The cell's value: shown when there is no render, and compared when sorting. */
  value?: (row: T) => CellValue;
  /** Width in px; fixed columns need it so the next fixed column knows where to stick. */
  width?: number;
  /**
   * Cuts the cell's text at this width in px with an ellipsis, so one long value does not make
   * the whole row tall; the full value shows on hover and stays whole for screen readers.
   */
  maxWidth?: number;
  align?: 'left' | 'right' | 'center';
  /** Keeps the column in view while the table scrolls sideways. */
  fixed?: 'left' | 'right';
  /** true sorts by value; a function sorts by it. */
  sort?: boolean | ((a: T, b: T) => number);
  /** Told of every sort change, e.g. to sort on the server; the table then keeps the rows' order. */
  onSort?: (direction: SortDirection) => void;
  render?: (row: T) => ReactNode;
}

function compareValues(a: CellValue, b: CellValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''), undefined, { numeric: true });
}

function comparator<T>(column: TableColumn<T>): (a: T, b: T) => number {
  if (typeof column.sort === 'function') return column.sort;
  // Rows sorted elsewhere compare equal, so TanStack's stable sort leaves their order alone.
  if (column.onSort) return () => 0;
  return (a, b) => compareValues(column.value?.(a), column.value?.(b));
}

export function toColumnDefs<T>(columns: TableColumn<T>[]): ColumnDef<T, CellValue>[] {
  return columns.map((column) => {
    const compare = comparator(column);
    return {
      id: column.key,
      // TanStack sorts only columns that have an accessor.
      accessorFn: (row: T) => column.value?.(row),
      enableSorting: Boolean(column.sort),
      sortingFn: (a, b) => compare(a.original, b.original),
    };
  });
}

export interface StickyPosition {
  side: 'left' | 'right';
  offset: number;
}

/** Where each fixed column sticks: after the widths of the fixed columns before it on its side. */
export function stickyPositions<T>(columns: TableColumn<T>[]): Map<string, StickyPosition> {
  const positions = new Map<string, StickyPosition>();
  const place = (side: 'left' | 'right', ordered: TableColumn<T>[]) => {
    let offset = 0;
    for (const column of ordered.filter((candidate) => candidate.fixed === side)) {
      positions.set(column.key, { side, offset });
      offset += column.width ?? 0;
    }
  };
  place('left', columns);
  place('right', [...columns].reverse());
  return positions;
}
