/**
 * /service-provider/customers (CUSTOMER_PORTAL_EDITOR): the customer companies
 * that order through this facility's store front or whose orders came to it, with their people,
 * orders, last order and revenue per currency; search, pages and a CSV or Excel export of what
 * the list shows. Each row opens the customer's page, where people are invited.
 */
import { Link } from 'react-router-dom';
import { useLanguageKey } from 'shared/i18n';
import {
  formatDate,
  LoadFailed,
  Loading,
  Page,
  PageHeader,
  Pager,
  Table,
  type TableColumn,
  TableExport,
  TextField,
  Toolbar,
  useListSearch,
} from 'shared/ui';
import { ordersApi, type CustomerRow } from '../api';
import { useText } from '../texts';
import { formatRevenue } from './revenue';

export default function CustomersPage() {
  const text = useText();
  const locale = useLanguageKey().replace('_', '-');
  const { search, query, onSearch, page, setPage, window, pageCount } = useListSearch();
  const list = ordersApi.useCustomerListQuery({ search: query, ...window });
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
  const pages = pageCount(list.data?.totalCount);

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
          onChange={(event) => onSearch(event.target.value)}
        />
        <TableExport columns={columns} rows={rows} fileName="customers" sheet={text('customers.title')} />
      </Toolbar>
      {list.isLoading ? (
        <Loading />
      ) : list.isError ? (
        <LoadFailed title={text('customers.fetchFailed')} error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <Table
            label={text('customers.title')}
            columns={columns}
            data={rows}
            getRowId={(row) => String(row.id)}
            emptyText={query ? text('customers.noMatch') : text('customers.empty')}
          />
          {pages > 1 && <Pager page={page} pageCount={pages} onChange={setPage} />}
        </>
      )}
    </Page>
  );
}
