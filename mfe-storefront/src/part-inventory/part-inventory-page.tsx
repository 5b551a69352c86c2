/**
 * The digital part inventory at `/digital-part-inventory` and
 * `/engineer/part-inventory` (a customer company's parts) and `/service-provider/part-inventory`
 * (the parts of the orders awarded to the facility): search by name, part number, file id,
 * material or process, filters (a facility's also by its part tags), export; a part opens in place (`?part={id}`) with its revisions,
 * their comparison, a new revision's upload and the orders of it. A customer chooses parts and
 * reorders them: the server makes a draft of them as last ordered, which New Order opens.
 */
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage, referenceApi } from 'shared/api';
import {
  Button,
  Loaded,
  Muted,
  Page,
  PageHeader,
  Pager,
  SearchField,
  SelectField,
  Table,
  TableExport,
  Toolbar,
  useListSearch,
  useToast,
} from 'shared/ui';
import { storefrontApi, type InventorySide } from '../api';
import { ReferenceFilters, referenceIds, type ReferenceFilterValues } from '../reference-filters';
import { useText } from '../texts';
import { usePartColumns } from './part-columns';
import { PartDetailsView } from './part-details';

export default function PartInventoryPage() {
  const { pathname } = useLocation();
  const side: InventorySide = pathname.startsWith('/service-provider') ? 'facility' : 'engineer';
  const [params, setParams] = useSearchParams();
  const partId = Number(params.get('part')) || undefined;
  const text = useText();
  const title = pathname === '/digital-part-inventory' ? text('inventory.title.digital') : text('inventory.title.plain');
  return partId ? (
    <PartDetailsView side={side} partId={partId} onBack={() => setParams({})} />
  ) : (
    <PartList side={side} title={title} onOpen={(id) => setParams({ part: String(id) })} />
  );
}

function PartList({ side, title, onOpen }: { side: InventorySide; title: string; onOpen: (id: number) => void }) {
  const text = useText();
  const toast = useToast();
  const navigate = useNavigate();
  const { search, query, onSearch, page, setPage, window, pageCount } = useListSearch();
  const [filters, setFilters] = useState<ReferenceFilterValues>({ processId: '', materialId: '' });
  // A facility also filters by its part tags (TAGS).
  const [tagId, setTagId] = useState('');
  const partTags = referenceApi.useTagsQuery({ kind: 'PART' }, { skip: side !== 'facility' });
  const [chosen, setChosen] = useState<number[]>([]);
  const list = storefrontApi.usePartInventoryQuery({
    side,
    search: query,
    ...referenceIds(filters),
    tagId: Number(tagId) || undefined,
    ...window,
  });
  const filterOptions = storefrontApi.usePartFilterOptionsQuery(side).data;
  const [reorder, reordering] = storefrontApi.useReorderPartsMutation();
  const rows = list.data?.rows ?? [];

  const toggle = (id: number) => setChosen((ids) => (ids.includes(id) ? ids.filter((one) => one !== id) : [...ids, id]));
  const reorderChosen = async () => {
    const result = await reorder(chosen);
    if ('error' in result) return toast.error(errorMessage(result.error));
    navigate(`/store-front?draft=${result.data.orderId}`);
  };

  const columns = usePartColumns({ side, chosen, onToggle: toggle, onOpen });

  return (
    <Page>
      <PageHeader>
        <h1>{title}</h1>
      </PageHeader>
      <p>{text(`inventory.intro.${side}`)}</p>
      <Toolbar>
        <SearchField label={text('inventory.search')} value={search} onSearch={onSearch} />
        <ReferenceFilters
          options={filterOptions}
          value={filters}
          onChange={(value) => {
            setFilters(value);
            setPage(1);
          }}
        />
        {side === 'facility' && (
          <SelectField
            label={text('inventory.tag')}
            value={tagId}
            placeholder={text('filter.any')}
            options={(partTags.data ?? []).map((tag) => ({ value: String(tag.id), label: tag.name }))}
            onChange={(id) => {
              setTagId(id);
              setPage(1);
            }}
          />
        )}
        <TableExport columns={columns} rows={rows} fileName="part-inventory" sheet={title} />
        {side === 'engineer' && (
          <Button disabled={chosen.length === 0 || reordering.isLoading} onClick={() => void reorderChosen()}>
            {text('inventory.reorderChosen', { count: chosen.length })}
          </Button>
        )}
      </Toolbar>
      <Loaded query={list} failedTitle={text('inventory.fetchFailed')}>
        {(data) => {
          const pages = pageCount(data.totalCount);
          return (
            <>
              <Table
                label={text('inventory.list')}
                columns={columns}
                data={data.rows}
                getRowId={(row) => String(row.id)}
                emptyText={
                  query || filters.processId || filters.materialId || tagId
                    ? text('inventory.noMatch')
                    : text(`inventory.empty.${side}`)
                }
              />
              {pages > 1 && <Pager page={page} pageCount={pages} onChange={setPage} />}
              {data.more && <Muted role="status">{text('inventory.more')}</Muted>}
            </>
          );
        }}
      </Loaded>
    </Page>
  );
}
