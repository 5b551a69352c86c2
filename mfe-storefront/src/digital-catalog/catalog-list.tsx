/** The catalogue's items as a searchable, filtered, paged and exportable list, for either side. */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from 'shared/api';
import { useCurrentUser } from 'shared/auth';
import { useLanguageKey } from 'shared/i18n';
import { formatMoney } from 'shared/orders';
import {
  actionsColumn,
  Button,
  ListPage,
  type LoadedQuery,
  Thumbnail,
  useConfirm,
  useListSearch,
  useToast,
  type TableColumn,
} from 'shared/ui';
import { storefrontApi, type CatalogItem, type CustomerCatalogItem } from '../api';
import { ReferenceFilters, referenceIds, type ReferenceFilterValues } from '../reference-filters';
import { useText } from '../texts';

/** Who reads the catalogue: a customer, a facility's people, or its editors. */
export type CatalogSide = 'customer' | 'facility' | 'management';
type Row = CustomerCatalogItem & Partial<Pick<CatalogItem, 'published' | 'customers' | 'orders'>>;

const MANAGEMENT_PATH = '/service-provider/digital-catalog-management';

export function CatalogList({ side, onOpen }: { side: CatalogSide; onOpen: (id: number) => void }) {
  const text = useText();
  const toast = useToast();
  const navigate = useNavigate();
  const locale = useLanguageKey().replace('_', '-');
  const { user } = useCurrentUser();
  const [confirm, confirmDialog] = useConfirm();
  const listSearch = useListSearch();
  const [filters, setFilters] = useState<ReferenceFilterValues>({ processId: '', materialId: '' });
  const args = { search: listSearch.query, ...referenceIds(filters), ...listSearch.window };
  const customerList = storefrontApi.useCustomerCatalogQuery(args, { skip: side !== 'customer' });
  const facilityList = storefrontApi.useFacilityCatalogQuery(args, { skip: side === 'customer' });
  const list: LoadedQuery<{ rows: Row[]; totalCount: number }> = side === 'customer' ? customerList : facilityList;
  const filterOptions = storefrontApi.useCatalogFilterOptionsQuery(side === 'customer' ? 'customer' : 'facility').data;
  const [remove] = storefrontApi.useDeleteCatalogItemMutation();
  const canManage = side !== 'customer' && (user?.permissions ?? []).includes('DIGITAL_CATALOG_EDITOR');
  const title = side === 'management' ? text('catalog.title.management') : text('catalog.title');

  const takeOut = async (row: Row) => {
    const ok = await confirm({
      title: text('catalog.deleteTitle'),
      text: text('catalog.deleteMessage', { name: row.name }),
      confirmText: text('catalog.delete'),
      danger: true,
    });
    if (!ok) return;
    const result = await remove(row.id);
    if ('error' in result) toast.error(errorMessage(result.error));
    else toast.success(text('catalog.deleted', { name: row.name }));
  };

  const fromPrice = (row: Row) => {
    const lowest = row.prices[row.prices.length - 1];
    return lowest ? formatMoney(lowest.unitPriceMinor, row.currency, locale) : '';
  };
  const columns: TableColumn<Row>[] = [
    {
      key: 'picture',
      title: text('catalog.column.picture'),
      render: (row) => {
        const src = row.images[0]?.url ?? row.thumbnailUrl;
        return src && <Thumbnail src={src} alt={text('catalog.pictureOf', { name: row.name })} />;
      },
    },
    {
      key: 'name',
      title: text('catalog.column.name'),
      value: (row) => row.name,
      render: (row) => (
        <Button variant="link" onClick={() => onOpen(row.id)} aria-label={text('catalog.open', { name: row.name })}>
          {row.name}
        </Button>
      ),
    },
    { key: 'partNumber', title: text('catalog.column.partNumber'), value: (row) => row.partNumber ?? '' },
    ...(side === 'customer'
      ? [{ key: 'facility', title: text('catalog.column.facility'), value: (row: Row) => row.facility.name }]
      : []),
    { key: 'process', title: text('catalog.column.process'), value: (row) => row.process },
    { key: 'material', title: text('catalog.column.material'), value: (row) => row.material },
    {
      key: 'price',
      title: text('catalog.column.price'),
      align: 'right',
      value: (row) => text('catalog.priceFrom', { price: fromPrice(row) }),
    },
    {
      key: 'lead',
      title: text('catalog.column.leadTime'),
      align: 'right',
      value: (row) => text('catalog.days', { count: row.leadTimeDays }),
    },
    ...(side === 'customer'
      ? []
      : [
          {
            key: 'published',
            title: text('catalog.column.published'),
            value: (row: Row) =>
              row.published ? text('catalog.publishedTo', { count: row.customers?.length ?? 0 }) : text('catalog.draft'),
          },
          { key: 'orders', title: text('catalog.column.orders'), align: 'right' as const, value: (row: Row) => row.orders ?? 0 },
        ]),
    ...(side === 'management'
      ? [
          actionsColumn(text('catalog.column.actions'), (row: Row) => (
            <Button variant="link" onClick={() => void takeOut(row)} aria-label={text('catalog.deleteItem', { name: row.name })}>
              {text('catalog.delete')}
            </Button>
          )),
        ]
      : []),
  ];

  return (
    <ListPage
      title={title}
      actions={
        <>
          {side === 'management' && <Button onClick={() => navigate('?item=new')}>{text('catalog.new')}</Button>}
          {side === 'facility' && canManage && (
            <Button variant="secondary" onClick={() => navigate(MANAGEMENT_PATH)}>
              {text('catalog.manage')}
            </Button>
          )}
          {confirmDialog}
        </>
      }
      intro={<p>{text(`catalog.intro.${side}`)}</p>}
      search={listSearch}
      searchLabel={text('catalog.search')}
      filters={
        <ReferenceFilters
          options={filterOptions}
          value={filters}
          onChange={(value) => {
            setFilters(value);
            listSearch.setPage(1);
          }}
        />
      }
      filtered={Boolean(filters.processId || filters.materialId)}
      query={list}
      rowsOf={(data) => data.rows}
      failedTitle={text('catalog.fetchFailed')}
      columns={columns}
      rowId={(row) => String(row.id)}
      tableLabel={text('catalog.list')}
      emptyText={text(`catalog.empty.${side}`)}
      noMatchText={text('catalog.noMatch')}
      exportName="digital-catalog"
    />
  );
}
