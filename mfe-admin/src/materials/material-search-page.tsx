/**
 * /service-provider/material-search and /engineer/material-search: the part
 * materials in reach — a facility's own plant's and its vendors', or the whole network's for a
 * customer — with their data sheets and the facilities running them; filtered on the server by
 * text, process, type, certification and property ranges (as one types, after a pause), paged
 * and exported; up to four ticked materials compared side by side.
 */
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { TeamSide } from 'shared/contracts';
import { Loaded, Page, PageHeader, Pager, Table, TableExport, useDebounced, useListSearch } from 'shared/ui';
import { adminApi, type MaterialFilters, type MaterialRow } from '../api';
import { useText } from '../texts';
import { Comparison } from './comparison';
import { useMaterialColumns } from './material-columns';
import { MaterialFilterSection, NO_FILTERS, type FilterValues } from './material-filters';

const DEBOUNCE_MS = 300;

export default function MaterialSearchPage() {
  const text = useText();
  const side: TeamSide = useLocation().pathname.startsWith('/engineer') ? 'engineer' : 'facility';
  const listSearch = useListSearch();
  const [values, setValues] = useState<FilterValues>(NO_FILTERS);
  const [compared, setCompared] = useState<MaterialRow[]>([]);
  // Typed filters reach the server after a pause, as the search does.
  const typed = useMemo(
    () => ({ bounds: values.bounds, certification: values.certification.trim() }),
    [values.bounds, values.certification],
  );
  const settled = useDebounced(typed, DEBOUNCE_MS);
  const filters: MaterialFilters = {
    search: listSearch.query,
    processId: values.processId ? Number(values.processId) : undefined,
    typeId: values.typeId ? Number(values.typeId) : undefined,
    certification: settled.certification || undefined,
    ...Object.fromEntries(Object.entries(settled.bounds).filter(([, value]) => value !== null)),
  };
  const list = adminApi.useMaterialSearchQuery({ side, ...filters, ...listSearch.window });
  const filtered = Object.values(filters).some((value) => value !== undefined);
  const columns = useMaterialColumns(compared, setCompared);

  return (
    <Page>
      <PageHeader>
        <h1>{text('materials.title')}</h1>
      </PageHeader>
      <p>{text(`materials.intro.${side}`)}</p>
      <MaterialFilterSection
        search={listSearch}
        values={values}
        options={list.data?.options}
        filtered={filtered}
        onChange={(change) => {
          setValues({ ...values, ...change });
          listSearch.setPage(1);
        }}
        onClear={() => {
          listSearch.onSearch('');
          setValues(NO_FILTERS);
        }}
        exported={
          <TableExport
            columns={columns.slice(1)}
            rows={list.data?.rows ?? []}
            fileName="materials"
            sheet={text('materials.title')}
          />
        }
      />
      <Comparison materials={compared} onChange={setCompared} />
      <Loaded query={list} failedTitle={text('materials.fetchFailed')}>
        {(data) => {
          const pages = listSearch.pageCount(data.totalCount);
          return (
            <>
              <Table
                label={text('materials.list')}
                columns={columns}
                data={data.rows}
                getRowId={(row) => String(row.id)}
                emptyText={filtered ? text('materials.noMatch') : text('materials.empty')}
              />
              {pages > 1 && <Pager page={listSearch.page} pageCount={pages} onChange={listSearch.setPage} />}
            </>
          );
        }}
      </Loaded>
    </Page>
  );
}
