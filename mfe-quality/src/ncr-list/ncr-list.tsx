/**
 * A facility's NCRs of one kind as a list: search (number, title, defect code, order or part),
 * filters, pages, the CSV and Excel export of what it shows; each row's number opens its record.
 * A section of its page, under the heading it is given.
 */
import { useState } from 'react';
import type { NcrKind } from 'shared/contracts';
import { ListPage, useListSearch } from 'shared/ui';
import { qualityApi } from '../api';
import { useText } from '../texts';
import { useNcrColumns } from './ncr-columns';
import { filterQuery, isFiltered, NcrFilters, type NcrFilter } from './ncr-filters';

export function NcrList({ kind, title }: { kind: NcrKind; title: string }) {
  const text = useText();
  const search = useListSearch();
  const [filter, setFilter] = useState<NcrFilter>({});
  const list = qualityApi.useNcrsQuery({ kind, search: search.query, ...filterQuery(filter), ...search.window });
  const columns = useNcrColumns(kind);
  return (
    <ListPage
      section
      title={title}
      search={search}
      searchLabel={text(`ncrs.search.${kind}`)}
      filters={
        <NcrFilters
          value={filter}
          dispositions={kind === 'PART'}
          onChange={(next) => {
            setFilter(next);
            // Other filters, other rows: back to the first page.
            search.setPage(1);
          }}
        />
      }
      filtered={isFiltered(filter)}
      query={list}
      rowsOf={(data) => data.rows}
      failedTitle={text('ncrs.fetchFailed')}
      columns={columns}
      rowId={(row) => String(row.id)}
      emptyText={text(`ncrs.empty.${kind}`)}
      noMatchText={text('ncrs.noMatch')}
      exportName={kind === 'PART' ? 'part-ncrs' : 'process-ncrs'}
    />
  );
}
