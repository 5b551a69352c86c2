/**
 * /service-provider/vendor, Order History (spec 2.8; issue 13, item 8): the facility's dealings
 * with its own enterprise, by vendor type — the orders it received from the enterprise's
 * engineering (INTERNAL) and the ones the enterprise placed with facilities outside it
 * (NOT_INTERNAL, customer service follows them up) — with search, pages and a CSV or Excel export.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from 'shared/api';
import { useLanguageKey, useTexts } from 'shared/i18n';
import { downloadCsv, downloadXlsx, formatMoney, ORDER_STATUS_TEXTS } from 'shared/orders';
import {
  Button,
  DEFAULT_PAGE_SIZE,
  formatDate,
  LoadFailed,
  Loading,
  Page,
  PageHeader,
  Pager,
  Table,
  Tabs,
  TextField,
  Toolbar,
  useDebounced,
  type TableColumn,
} from 'shared/ui';
import { ordersApi, type VendorOrderList, type VendorType } from '../api';
import { useText } from '../texts';

const VENDOR_TYPES: readonly VendorType[] = ['INTERNAL', 'NOT_INTERNAL'];
type Row = VendorOrderList['rows'][number];
/** Spec 9: a search starts at 3 characters, 300 ms after the last key; an order id may be shorter. */
const SEARCH_FROM = 3;
const DEBOUNCE_MS = 300;

export default function VendorOrdersPage() {
  const text = useText();
  // The user menu opens Order history (?vendorType=INTERNAL) or Customer service (NOT_INTERNAL).
  const [params, setParams] = useSearchParams();
  const tab = Math.max(0, VENDOR_TYPES.indexOf(params.get('vendorType') as VendorType));
  return (
    <Page>
      <PageHeader>
        <h1>{text('vendorOrders.title')}</h1>
      </PageHeader>
      <Tabs
        label={text('vendorOrders.types')}
        value={tab}
        onChange={(index) => setParams({ vendorType: VENDOR_TYPES[index]! }, { replace: true })}
        items={VENDOR_TYPES.map((type) => ({
          label: text(`vendorOrders.type.${type}`),
          content: <VendorOrderList type={type} />,
        }))}
      />
    </Page>
  );
}

function VendorOrderList({ type }: { type: VendorType }) {
  const text = useText();
  const status = useTexts(ORDER_STATUS_TEXTS);
  const locale = useLanguageKey().replace('_', '-');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1); // the pager counts from 1
  const settled = useDebounced(search.trim(), DEBOUNCE_MS);
  const query = settled.length >= SEARCH_FROM || /^\d+$/.test(settled) ? settled || undefined : undefined;
  const list = ordersApi.useVendorOrdersQuery({
    vendorType: type,
    search: query,
    offset: (page - 1) * DEFAULT_PAGE_SIZE,
    limit: DEFAULT_PAGE_SIZE,
  });
  const columns: TableColumn<Row>[] = [
    {
      key: 'order',
      title: text('vendorOrders.column.order'),
      value: (row) => row.orderId,
      // Only an order the facility received opens here; one placed elsewhere is the vendor's to show.
      render: (row) =>
        type === 'INTERNAL' ? <Link to={`/service-provider/part-orders/${row.orderId}`}>{row.orderId}</Link> : row.orderId,
    },
    { key: 'title', title: text('vendorOrders.column.title'), value: (row) => row.title },
    { key: 'orderedBy', title: text('vendorOrders.column.orderedBy'), value: (row) => row.orderedBy },
    ...(type === 'NOT_INTERNAL'
      ? [{ key: 'vendor', title: text('vendorOrders.column.vendor'), value: (row: Row) => row.vendor }]
      : []),
    { key: 'status', title: text('vendorOrders.column.status'), value: (row) => status(`orders.match.${row.status}`) },
    { key: 'created', title: text('vendorOrders.column.created'), value: (row) => formatDate(row.createdAt) },
    {
      key: 'target',
      title: text('vendorOrders.column.target'),
      value: (row) => (row.targetDate === null ? '' : formatDate(row.targetDate)),
    },
    {
      key: 'price',
      title: text('vendorOrders.column.price'),
      value: (row) => (row.price ? formatMoney(row.price.totalMinor, row.price.currency, locale) : ''),
      align: 'right',
    },
  ];
  const rows = list.data?.rows ?? [];
  const header = columns.map((column) => String(column.title));
  const cells = () => rows.map((row) => columns.map((column) => column.value?.(row) ?? ''));
  const fileName = `order-history-${type.toLowerCase().replace('_', '-')}`;
  const pageCount = Math.ceil((list.data?.totalCount ?? 0) / DEFAULT_PAGE_SIZE);

  return (
    <>
      <Toolbar>
        <TextField
          type="search"
          label={text('vendorOrders.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
        <Button variant="secondary" disabled={!rows.length} onClick={() => downloadCsv(`${fileName}.csv`, header, cells())}>
          {text('vendorOrders.export')}
        </Button>
        <Button
          variant="secondary"
          disabled={!rows.length}
          onClick={() => void downloadXlsx(`${fileName}.xlsx`, text(`vendorOrders.type.${type}`), header, cells())}
        >
          {text('vendorOrders.exportExcel')}
        </Button>
      </Toolbar>
      {list.isLoading ? (
        <Loading />
      ) : list.isError ? (
        <LoadFailed
          title={text('vendorOrders.fetchFailed')}
          message={errorMessage(list.error)}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <>
          <Table
            label={text('vendorOrders.table', { type: text(`vendorOrders.type.${type}`) })}
            columns={columns}
            data={rows}
            getRowId={(row) => String(row.matchId)}
            emptyText={query ? text('vendorOrders.noMatch') : text(`vendorOrders.empty.${type}`)}
          />
          {pageCount > 1 && <Pager page={page} pageCount={pageCount} onChange={setPage} />}
        </>
      )}
    </>
  );
}
