/**
 * /service-provider/customers (CUSTOMER_PORTAL_EDITOR): the customer companies
 * that order through this facility's store front or whose orders came to it, with their people,
 * orders, last order and revenue per currency; search, pages and a CSV or Excel export of what
 * the list shows. Each row opens the customer's page, where people are invited.
 */
import { Link } from 'react-router-dom';
import { useLanguageKey } from 'shared/i18n';
import { formatDate, ListPage, type TableColumn, useListSearch } from 'shared/ui';
import { ordersApi, type CustomerRow } from '../api';
import { useText } from '../texts';
import { formatRevenue } from './revenue';

export default function CustomersPage() {
  const text = useText();
  const locale = useLanguageKey().replace('_', '-');
  const listSearch = useListSearch();
  const list = ordersApi.useCustomerListQuery({ search: listSearch.query, ...listSearch.window });
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
  return (
    <ListPage
      title={text('customers.title')}
      search={listSearch}
      searchLabel={text('customers.search')}
      query={list}
      rowsOf={(data) => data.rows}
      failedTitle={text('customers.fetchFailed')}
      columns={columns}
      rowId={(row) => String(row.id)}
      emptyText={text('customers.empty')}
      noMatchText={text('customers.noMatch')}
      exportName="customers"
    />
  );
}
