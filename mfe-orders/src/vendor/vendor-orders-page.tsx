/**
 * /service-provider/vendor, Order History: the facility's dealings
 * with its own enterprise, by vendor type — the orders it received from the enterprise's
 * engineering (INTERNAL) and the ones the enterprise placed with facilities outside it
 * (NOT_INTERNAL, customer service follows them up) — with search, pages and a CSV or Excel export.
 */
import { Link, useSearchParams } from 'react-router-dom';
import { useLanguageKey, useTexts } from 'shared/i18n';
import { formatMoney, MATCH_STATUS_TONES, ORDER_STATUS_TEXTS } from 'shared/orders';
import { formatDate, ListPage, StatusBadge, type TableColumn, useListSearch } from 'shared/ui';
import { ordersApi, type VendorOrderList, type VendorType } from '../api';
import { useText } from '../texts';

const VENDOR_TYPES: readonly VendorType[] = ['INTERNAL', 'NOT_INTERNAL'];
type Row = VendorOrderList['rows'][number];

export default function VendorOrdersPage() {
  const text = useText();
  const status = useTexts(ORDER_STATUS_TEXTS);
  const locale = useLanguageKey().replace('_', '-');
  // The user menu opens Order history (?vendorType=INTERNAL) or Customer service (NOT_INTERNAL).
  const [params, setParams] = useSearchParams();
  const tab = Math.max(0, VENDOR_TYPES.indexOf(params.get('vendorType') as VendorType));
  const type = VENDOR_TYPES[tab]!;
  // Each vendor type keeps its own search and page; switching keeps the focus on the tabs.
  const searches: Record<VendorType, ReturnType<typeof useListSearch>> = {
    INTERNAL: useListSearch(),
    NOT_INTERNAL: useListSearch(),
  };
  const listSearch = searches[type];
  const list = ordersApi.useVendorOrdersQuery({ vendorType: type, search: listSearch.query, ...listSearch.window });
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
    {
      key: 'status',
      title: text('vendorOrders.column.status'),
      value: (row) => status(`orders.match.${row.status}`),
      render: (row) => <StatusBadge tone={MATCH_STATUS_TONES[row.status]}>{status(`orders.match.${row.status}`)}</StatusBadge>,
    },
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

  return (
    <ListPage
      title={text('vendorOrders.title')}
      tabs={{
        label: text('vendorOrders.types'),
        items: VENDOR_TYPES.map((name) => text(`vendorOrders.type.${name}`)),
        value: tab,
        onChange: (index) => setParams({ vendorType: VENDOR_TYPES[index]! }, { replace: true }),
      }}
      search={listSearch}
      searchLabel={text('vendorOrders.search')}
      query={list}
      rowsOf={(data) => data.rows}
      failedTitle={text('vendorOrders.fetchFailed')}
      columns={columns}
      rowId={(row) => String(row.matchId)}
      tableLabel={text('vendorOrders.table', { type: text(`vendorOrders.type.${type}`) })}
      emptyText={text(`vendorOrders.empty.${type}`)}
      noMatchText={text('vendorOrders.noMatch')}
      exportName={`order-history-${type.toLowerCase().replace('_', '-')}`}
    />
  );
}
