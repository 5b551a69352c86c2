/**
 * /order-history: the company's orders, newest first, with search, a status filter, pages, the
 * columns the user chooses and a CSV and Excel export of what the list shows; a draft
 * opens in New Order to carry on, any other order its details. The engineer area shows the same
 * list in two parts: the orders under way (/engineer) and those that are over (/engineer/archive).
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { RFQ_STATUSES, type CustomerOrderList, type OrderListSort, type RfqStatus } from 'shared/contracts';
import { useTexts } from 'shared/i18n';
import { useOrderColumns } from 'shared/order-lists';
import { ORDER_STATUS_TEXTS, ORDER_STATUS_TONES } from 'shared/orders';
import {
  Button,
  DEFAULT_PAGE_SIZE,
  Loaded,
  Page,
  PageHeader,
  Pager,
  SearchField,
  SelectField,
  type SortDirection,
  StatusBadge,
  Table,
  Toolbar,
  useDebounced,
} from 'shared/ui';
import { storefrontApi } from '../api';
import { useText } from '../texts';

type Row = CustomerOrderList['orders'][number];

/** A search starts at 3 characters, 300 ms after the last key; an order id may be shorter. */
const SEARCH_FROM = 3;
const DEBOUNCE_MS = 300;
const FILE_NAMES: Record<OrderScope, string> = { ALL: 'order-history', UNDER_WAY: 'orders', ARCHIVE: 'order-archive' };

/** Orders that are over: what the archive holds, and what the list of orders under way leaves out. */
const OVER: readonly RfqStatus[] = ['WITHDRAWN', 'ARCHIVED', 'COMPLETED', 'INTERNAL_COMPLETED'];
const SCOPES = {
  ALL: RFQ_STATUSES,
  UNDER_WAY: RFQ_STATUSES.filter((state) => !OVER.includes(state)),
  ARCHIVE: OVER,
} as const;
export type OrderScope = keyof typeof SCOPES;

export default function OrderHistoryPage() {
  return <OrderHistory scope="ALL" />;
}

export function OrderHistory({ scope }: { scope: OrderScope }) {
  const text = useText();
  const status = useTexts(ORDER_STATUS_TEXTS);
  const [search, setSearch] = useState('');
  const [state, setState] = useState<RfqStatus | ''>('');
  const [page, setPage] = useState(1); // the pager counts from 1
  const [sort, setSort] = useState<{ sort: OrderListSort; direction: SortDirection }>();
  const settled = useDebounced(search.trim(), DEBOUNCE_MS);
  const query = settled.length >= SEARCH_FROM || /^\d+$/.test(settled) ? settled || undefined : undefined;
  const orders = storefrontApi.useCustomerOrdersQuery({
    search: query,
    status: state ? [state] : scope === 'ALL' ? undefined : [...SCOPES[scope]],
    offset: (page - 1) * DEFAULT_PAGE_SIZE,
    limit: DEFAULT_PAGE_SIZE,
    ...sort,
  });
  const { columns, chooser, exportCsv, exportXlsx } = useOrderColumns<Row>({
    onSort: (column, direction) => {
      setSort({ sort: column, direction });
      setPage(1);
    },
    preference: 'ORDER_HISTORY_COLUMNS',
    side: 'eng',
    idCell: (row) => (
      <Link to={row.status === 'DRAFT' ? `/store-front?draft=${row.id}` : `/order-details/${row.id}`}>{row.id}</Link>
    ),
    fixed: [
      {
        key: 'title',
        title: text('orderHistory.column.title'),
        value: (row) => row.displayTitle || text('orderDetails.untitled'),
        maxWidth: 280,
      },
      {
        key: 'status',
        title: text('orderHistory.column.status'),
        value: (row) => status(`orders.status.${row.status}`),
        render: (row) => <StatusBadge tone={ORDER_STATUS_TONES[row.status]}>{status(`orders.status.${row.status}`)}</StatusBadge>,
      },
    ],
  });

  return (
    <Page>
      <PageHeader>
        <h1>{text(`orderHistory.title.${scope}`)}</h1>
      </PageHeader>
      <Toolbar>
        <SearchField
          label={text('orderHistory.search')}
          value={search}
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <SelectField
          label={text('orderHistory.status')}
          placeholder={text('orderHistory.allStates')}
          value={state}
          options={SCOPES[scope].map((value) => ({ value, label: status(`orders.status.${value}`) }))}
          onChange={(value) => {
            setState(value as RfqStatus | '');
            setPage(1);
          }}
        />
        {chooser}
        <Button
          variant="secondary"
          disabled={!orders.data?.orders.length}
          onClick={() => exportCsv(`${FILE_NAMES[scope]}.csv`, orders.data?.orders ?? [])}
        >
          {text('orderHistory.export')}
        </Button>
        <Button
          variant="secondary"
          disabled={!orders.data?.orders.length}
          onClick={() =>
            void exportXlsx(`${FILE_NAMES[scope]}.xlsx`, text(`orderHistory.title.${scope}`), orders.data?.orders ?? [])
          }
        >
          {text('orderHistory.exportExcel')}
        </Button>
      </Toolbar>
      <Loaded query={orders} failedTitle={text('orderHistory.fetchFailed')}>
        {(data) => {
          const pageCount = Math.ceil(data.totalCount / DEFAULT_PAGE_SIZE);
          return (
            <>
              <Table
                label={text('orderHistory.table')}
                columns={columns}
                data={data.orders}
                getRowId={(row) => String(row.id)}
                emptyText={query || state ? text('orderHistory.noMatch') : text('orderHistory.empty')}
              />
              {pageCount > 1 && <Pager page={page} pageCount={pageCount} onChange={setPage} total={data} />}
            </>
          );
        }}
      </Loaded>
    </Page>
  );
}
