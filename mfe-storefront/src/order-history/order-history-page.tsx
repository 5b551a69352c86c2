/**
 * /order-history: the company's orders, newest first, with search, a status filter, pages, the
 * columns the user chooses (spec 3) and a CSV export of what the list shows; a draft opens in New Order to carry on, any other order
 * its details.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from 'shared/api';
import { RFQ_STATUSES, type CustomerOrderList, type RfqStatus } from 'shared/contracts';
import { useTexts } from 'shared/i18n';
import { useOrderColumns } from 'shared/order-lists';
import { ORDER_STATUS_TEXTS } from 'shared/orders';
import {
  Button,
  DEFAULT_PAGE_SIZE,
  LoadFailed,
  Loading,
  Page,
  PageHeader,
  Pager,
  SelectField,
  Table,
  TextField,
  Toolbar,
  useDebounced,
} from 'shared/ui';
import { storefrontApi } from '../api';
import { useText } from '../texts';

type Row = CustomerOrderList['orders'][number];

/** Spec 9: a search starts at 3 characters, 300 ms after the last key; an order id may be shorter. */
const SEARCH_FROM = 3;
const DEBOUNCE_MS = 300;

export default function OrderHistoryPage() {
  const text = useText();
  const status = useTexts(ORDER_STATUS_TEXTS);
  const [search, setSearch] = useState('');
  const [state, setState] = useState<RfqStatus | ''>('');
  const [page, setPage] = useState(0);
  const settled = useDebounced(search.trim(), DEBOUNCE_MS);
  const query = settled.length >= SEARCH_FROM || /^\d+$/.test(settled) ? settled || undefined : undefined;
  const orders = storefrontApi.useCustomerOrdersQuery({
    search: query,
    status: state ? [state] : undefined,
    offset: page * DEFAULT_PAGE_SIZE,
    limit: DEFAULT_PAGE_SIZE,
  });
  const { columns, chooser, exportCsv } = useOrderColumns<Row>({
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
      },
      { key: 'status', title: text('orderHistory.column.status'), value: (row) => status(`orders.status.${row.status}`) },
    ],
  });
  const pageCount = Math.ceil((orders.data?.totalCount ?? 0) / DEFAULT_PAGE_SIZE);

  return (
    <Page>
      <PageHeader>
        <h1>{text('orderHistory.title')}</h1>
      </PageHeader>
      <Toolbar>
        <TextField
          type="search"
          label={text('orderHistory.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
        />
        <SelectField
          label={text('orderHistory.status')}
          placeholder={text('orderHistory.allStates')}
          value={state}
          options={RFQ_STATUSES.map((value) => ({ value, label: status(`orders.status.${value}`) }))}
          onChange={(value) => {
            setState(value as RfqStatus | '');
            setPage(0);
          }}
        />
        {chooser}
        <Button
          variant="secondary"
          disabled={!orders.data?.orders.length}
          onClick={() => exportCsv('order-history.csv', orders.data?.orders ?? [])}
        >
          {text('orderHistory.export')}
        </Button>
      </Toolbar>
      {orders.isLoading ? (
        <Loading />
      ) : orders.isError ? (
        <LoadFailed
          title={text('orderHistory.fetchFailed')}
          message={errorMessage(orders.error)}
          onRetry={() => void orders.refetch()}
        />
      ) : (
        <>
          <Table
            label={text('orderHistory.table')}
            columns={columns}
            data={orders.data?.orders ?? []}
            getRowId={(row) => String(row.id)}
            emptyText={query || state ? text('orderHistory.noMatch') : text('orderHistory.empty')}
          />
          {pageCount > 1 && <Pager page={page} pageCount={pageCount} onChange={setPage} />}
        </>
      )}
    </Page>
  );
}
