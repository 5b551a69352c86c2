/**
 * /service-provider/customers (issue 13, item 8; CUSTOMER_PORTAL_EDITOR): the customer companies
 * that order through this facility's store front or whose orders came to it, with their people,
 * orders, last order and revenue per currency; search, pages and a CSV or Excel export of what
 * the list shows. Each row opens the customer's page, where people are invited.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from 'shared/api';
import { useLanguageKey } from 'shared/i18n';
import { downloadCsv, downloadXlsx } from 'shared/orders';
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
  TextField,
  Toolbar,
  useDebounced,
  type TableColumn,
} from 'shared/ui';
import { ordersApi, type CustomerRow } from '../api';
import { useText } from '../texts';
import { formatRevenue } from './revenue';

/** Spec 9: a search starts at 3 characters, 300 ms after the last key. */
const SEARCH_FROM = 3;
const DEBOUNCE_MS = 300;

export default function CustomersPage() {
  const text = useText();
  const locale = useLanguageKey().replace('_', '-');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1); // the pager counts from 1
  const settled = useDebounced(search.trim(), DEBOUNCE_MS);
  const query = settled.length >= SEARCH_FROM ? settled : undefined;
  const list = ordersApi.useCustomerListQuery({
    search: query,
    offset: (page - 1) * DEFAULT_PAGE_SIZE,
    limit: DEFAULT_PAGE_SIZE,
  });
  const columns: TableColumn<CustomerRow>[] = [
    {
      key: 'name',
      title: text('customers.column.name'),
      value: (row) => row.name,
      render: (row) => <Link to={`/service-provider/customers/${row.id}`}>{row.name}</Link>,
    },
    {
      key: 'place',
      title: text('customers.column.place'),
      value: (row) => [row.city, row.countryCode].filter(Boolean).join(', '),
    },
    { key: 'contacts', title: text('customers.column.contacts'), value: (row) => row.contacts, align: 'right' },
    { key: 'orders', title: text('customers.column.orders'), value: (row) => row.orders, align: 'right' },
    {
      key: 'lastOrder',
      title: text('customers.column.lastOrder'),
      value: (row) => (row.lastOrderAt === null ? '' : formatDate(row.lastOrderAt)),
    },
    {
      key: 'revenue',
      title: text('customers.column.revenue'),
      value: (row) => formatRevenue(row.revenue, locale),
      align: 'right',
    },
  ];
  const rows = list.data?.rows ?? [];
  const header = columns.map((column) => String(column.title));
  const cells = () => rows.map((row) => columns.map((column) => column.value?.(row) ?? ''));
  const pageCount = Math.ceil((list.data?.totalCount ?? 0) / DEFAULT_PAGE_SIZE);

  return (
    <Page>
      <PageHeader>
        <h1>{text('customers.title')}</h1>
      </PageHeader>
      <Toolbar>
        <TextField
          type="search"
          label={text('customers.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
        <Button variant="secondary" disabled={!rows.length} onClick={() => downloadCsv('customers.csv', header, cells())}>
          {text('customers.export')}
        </Button>
        <Button
          variant="secondary"
          disabled={!rows.length}
          onClick={() => void downloadXlsx('customers.xlsx', text('customers.title'), header, cells())}
        >
          {text('customers.exportExcel')}
        </Button>
      </Toolbar>
      {list.isLoading ? (
        <Loading />
      ) : list.isError ? (
        <LoadFailed
          title={text('customers.fetchFailed')}
          message={errorMessage(list.error)}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <>
          <Table
            label={text('customers.title')}
            columns={columns}
            data={rows}
            getRowId={(row) => String(row.id)}
            emptyText={query ? text('customers.noMatch') : text('customers.empty')}
          />
          {pageCount > 1 && <Pager page={page} pageCount={pageCount} onChange={setPage} />}
        </>
      )}
    </Page>
  );
}
