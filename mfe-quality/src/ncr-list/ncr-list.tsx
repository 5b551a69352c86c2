/**
 * A facility's NCRs of one kind as a list: search (number, title, defect code, order or part),
 * filters, the sort of its columns, pages, saved views of all three, the CSV and Excel export of
 * what it shows; each row's number opens its record. A section of its page, under the heading it
 * is given.
 */
import type { NcrKind } from 'shared/contracts';
import { ListPage } from 'shared/ui';
import { qualityApi } from '../api';
import { ListViews } from '../list-views/list-views';
import { useListView } from '../list-views/use-list-view';
import { useText } from '../texts';
import { type NcrSort, useNcrColumns } from './ncr-columns';
import { NcrFilters, type NcrFilter } from './ncr-filters';

export function NcrList({ kind, title }: { kind: NcrKind; title: string }) {
  const text = useText();
  const view = useListView<NcrFilter, NcrSort>();
  const list = qualityApi.useNcrsQuery({ kind, ...view.query });
  const columns = useNcrColumns(kind, view.sortBy);
  return (
    <ListPage
      section
      title={title}
      actions={
        <ListViews type={kind === 'PART' ? 'PART_NCR_VIEWS' : 'PROCESS_NCR_VIEWS'} current={view.current} onApply={view.apply} />
      }
      search={view.search}
      searchLabel={text(`ncrs.search.${kind}`)}
      filters={<NcrFilters value={view.filter} dispositions={kind === 'PART'} onChange={view.narrow} />}
      filtered={view.filtered}
      query={list}
      rowsOf={(data) => data.rows}
      failedTitle={text('ncrs.fetchFailed')}
      columns={columns}
      sorted={view.sorted}
      rowId={(row) => String(row.id)}
      emptyText={text(`ncrs.empty.${kind}`)}
      noMatchText={text('ncrs.noMatch')}
      exportName={kind === 'PART' ? 'part-ncrs' : 'process-ncrs'}
    />
  );
}
