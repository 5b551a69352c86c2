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
import styled from 'styled-components';
import { errorMessage, referenceApi } from 'shared/api';
import {
  Button,
  ColorChips,
  formatDate,
  LoadFailed,
  Loading,
  Muted,
  Page,
  PageHeader,
  Pager,
  SelectField,
  Table,
  TableExport,
  TextField,
  Toolbar,
  useListSearch,
  useToast,
  type TableColumn,
} from 'shared/ui';
import { storefrontApi, type InventorySide, type PartRow } from '../api';
import { ReferenceFilters, referenceIds, type ReferenceFilterValues } from '../reference-filters';
import { useText } from '../texts';
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
  const pages = pageCount(list.data?.totalCount);

  const toggle = (id: number) => setChosen((ids) => (ids.includes(id) ? ids.filter((one) => one !== id) : [...ids, id]));
  const reorderChosen = async () => {
    const result = await reorder(chosen);
    if ('error' in result) return toast.error(errorMessage(result.error));
    navigate(`/store-front?draft=${result.data.orderId}`);
  };

  const columns: TableColumn<PartRow>[] = [
    ...(side === 'engineer'
      ? [
          {
            key: 'select',
            title: text('inventory.column.select'),
            render: (row: PartRow) => (
              <input
                type="checkbox"
                aria-label={text('inventory.choose', { name: row.name })}
                checked={chosen.includes(row.id)}
                onChange={() => toggle(row.id)}
              />
            ),
          },
        ]
      : []),
    {
      key: 'picture',
      title: text('inventory.column.picture'),
      render: (row) =>
        row.latest?.thumbnailUrl && (
          <Thumbnail src={row.latest.thumbnailUrl} alt={text('inventory.pictureOf', { name: row.name })} />
        ),
    },
    {
      key: 'name',
      title: text('inventory.column.name'),
      value: (row) => row.name,
      render: (row) => (
        <Button variant="link" onClick={() => onOpen(row.id)} aria-label={text('inventory.open', { name: row.name })}>
          {row.name}
        </Button>
      ),
    },
    { key: 'partNumber', title: text('inventory.column.partNumber'), value: (row) => row.partNumber ?? '' },
    ...(side === 'facility'
      ? [{ key: 'company', title: text('inventory.column.company'), value: (row: PartRow) => row.company }]
      : []),
    { key: 'revisions', title: text('inventory.column.revisions'), align: 'right', value: (row) => row.revisions },
    { key: 'process', title: text('inventory.column.process'), value: (row) => row.process ?? '' },
    { key: 'material', title: text('inventory.column.material'), value: (row) => row.material ?? '' },
    {
      key: 'lastOrdered',
      title: text('inventory.column.lastOrdered'),
      value: (row) => (row.lastOrderedAt === null ? '' : formatDate(row.lastOrderedAt)),
    },
    { key: 'orders', title: text('inventory.column.orders'), align: 'right', value: (row) => row.orders },
    { key: 'delivered', title: text('inventory.column.delivered'), align: 'right', value: (row) => row.delivered },
    ...(side === 'facility'
      ? [
          {
            key: 'tags',
            title: text('inventory.column.tags'),
            value: (row: PartRow) => row.tags.map((tag) => tag.name).join(', '),
            render: (row: PartRow) => <ColorChips chips={row.tags} />,
          },
        ]
      : []),
  ];

  return (
    <Page>
      <PageHeader>
        <h1>{title}</h1>
      </PageHeader>
      <p>{text(`inventory.intro.${side}`)}</p>
      <Toolbar>
        <TextField
          type="search"
          label={text('inventory.search')}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
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
      {list.isLoading ? (
        <Loading />
      ) : list.isError ? (
        <LoadFailed title={text('inventory.fetchFailed')} error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <Table
            label={text('inventory.list')}
            columns={columns}
            data={rows}
            getRowId={(row) => String(row.id)}
            emptyText={
              query || filters.processId || filters.materialId || tagId
                ? text('inventory.noMatch')
                : text(`inventory.empty.${side}`)
            }
          />
          {pages > 1 && <Pager page={page} pageCount={pages} onChange={setPage} />}
          {list.data?.more && <Muted role="status">{text('inventory.more')}</Muted>}
        </>
      )}
    </Page>
  );
}

export const Thumbnail = styled.img`
  display: block;
  width: 48px;
  height: 48px;
  object-fit: contain;
`;
