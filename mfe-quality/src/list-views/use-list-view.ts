/**
 * What a quality list shows now — its search, filters, sort and page — as its query asks the
 * server for it, and as a saved view keeps it: `current` names it, `apply` shows a view again.
 */
import { useState } from 'react';
import { type SortDirection, useListSearch } from 'shared/ui';

/** A saved view of a list: its search, its filters and its sort, under a name of the user's. */
interface ListView<F, S extends string> {
  label: string;
  search?: string;
  filter: F;
  sort?: S;
  direction?: SortDirection;
}

export function useListView<F extends object, S extends string>() {
  const search = useListSearch();
  const [filter, setFilter] = useState<F>({} as F);
  const [order, setOrder] = useState<{ sort: S; direction: SortDirection }>();
  return {
    search,
    filter,
    /** Whether a filter narrows the list: an empty answer is then no match. */
    filtered: Object.values(filter).some((value) => value !== undefined),
    /** Other filters, other rows: back to the first page. */
    narrow: (next: F) => {
      setFilter(next);
      search.setPage(1);
    },
    /** The table's sort mark: the server sorts, the list keeps its sort. */
    sorted: order ? { key: order.sort, direction: order.direction } : null,
    /** A column's onSort: the list sorted by it, from the first page. */
    sortBy: (sort: S) => (direction: SortDirection) => {
      setOrder({ sort, direction });
      search.setPage(1);
    },
    current: (label: string): ListView<F, S> => {
      const text = search.search.trim();
      return { label, ...(text ? { search: text } : {}), filter, ...order };
    },
    apply: (view: ListView<F, S>) => {
      search.onSearch(view.search ?? '');
      setFilter(view.filter);
      // The server sorts newest first when a view names no direction.
      setOrder(view.sort ? { sort: view.sort, direction: view.direction ?? 'desc' } : undefined);
    },
    /** The list's query: its search once long enough, filters, sort and page. */
    query: { search: search.query, ...filter, ...order, ...search.window },
  };
}
