/**
 * /service-provider, Part Orders: the orders that went to this facility, in tabs by the stage
 * of its offer (new requests, quoting, awarded, all), with search, the filters of spec 3.1,
 * saved views, pages, the columns the user chooses (spec 3) and a CSV export of what the list shows. Each row opens the order.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from 'shared/api';
import type { OrderListSort, PartOrderList } from 'shared/contracts';
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
  Table,
  Tabs,
  TextField,
  Toolbar,
  useDebounced,
  type SortDirection,
} from 'shared/ui';
import { ordersApi } from '../api';
import { useText } from '../texts';
import { filterCount, PartOrderFilters, type PartOrderFilter } from './part-order-filters';
import { SavedViews } from './saved-views';

const STAGES = ['NEW', 'QUOTING', 'AWARDED', 'ALL'] as const;
type Stage = (typeof STAGES)[number];
type Row = PartOrderList['orders'][number];

/** Spec 9: a search starts at 3 characters, 300 ms after the last key; an order id may be shorter. */
const SEARCH_FROM = 3;
const DEBOUNCE_MS = 300;

export default function PartOrdersPage() {
  const text = useText();
  const [stage, setStage] = useState<Stage>('NEW');
  const [filter, setFilter] = useState<PartOrderFilter>({});
  const [filtering, setFiltering] = useState(false);
  const count = filterCount(filter);
  return (
    <Page>
      <PageHeader>
        <h1>{text('partOrders.title')}</h1>
        <SavedViews
          current={{ stage, filter }}
          onApply={(view) => {
            setStage(view.stage);
            setFilter(view.filter);
            setFiltering(filterCount(view.filter) > 0);
          }}
        />
        <Button variant="secondary" aria-expanded={filtering} onClick={() => setFiltering(!filtering)}>
          {count ? text('partOrders.filtersSet', { count }) : text('partOrders.filters')}
        </Button>
      </PageHeader>
      {filtering && <PartOrderFilters value={filter} onChange={setFilter} />}
      <Tabs
        items={STAGES.map((name) => ({
          label: text(`partOrders.stage.${name}`),
          content: <StageList stage={name} filter={filter} />,
        }))}
        label={text('partOrders.stages')}
        value={STAGES.indexOf(stage)}
        onChange={(index) => setStage(STAGES[index]!)}
      />
    </Page>
  );
}

function StageList({ stage, filter }: { stage: Stage; filter: PartOrderFilter }) {
  const text = useText();
  const status = useTexts(ORDER_STATUS_TEXTS);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1); // the pager counts from 1
  const [sort, setSort] = useState<{ sort: OrderListSort; direction: SortDirection }>();
  // Other filters, other rows: back to the first page.
  const [pagedFilter, setPagedFilter] = useState(filter);
  if (pagedFilter !== filter) {
    setPagedFilter(filter);
    setPage(1);
  }
  const settled = useDebounced(search.trim(), DEBOUNCE_MS);
  const query = settled.length >= SEARCH_FROM || /^\d+$/.test(settled) ? settled || undefined : undefined;
  const orders = ordersApi.usePartOrdersQuery({
    ...filter,
    stage,
    search: query,
    offset: (page - 1) * DEFAULT_PAGE_SIZE,
    limit: DEFAULT_PAGE_SIZE,
    ...sort,
  });
  const { columns, chooser, exportCsv, exportXlsx } = useOrderColumns<Row>({
    onSort: (column, direction) => {
      setSort({ sort: column, direction });
      setPage(1);
    },
    preference: 'PART_ORDER_COLUMNS',
    side: 'sp',
    idCell: (row) => <Link to={`/service-provider/part-orders/${row.id}`}>{row.id}</Link>,
    fixed: [
      { key: 'title', title: text('partOrders.column.title'), value: (row) => row.displayTitle },
      // The facility's offer's state, which the server does not sort by (it sorts orders by their own status).
      { key: 'matchStatus', title: text('partOrders.column.status'), value: (row) => status(`orders.match.${row.matchStatus}`) },
      { key: 'assignee', title: text('partOrders.column.assignee'), value: (row) => row.assigneeName ?? '' },
    ],
  });
  const pageCount = Math.ceil((orders.data?.totalCount ?? 0) / DEFAULT_PAGE_SIZE);

  return (
    <>
      <Toolbar>
        <TextField
          type="search"
          label={text('partOrders.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
        {chooser}
        <Button
          variant="secondary"
          onClick={() => exportCsv(`part-orders-${stage.toLowerCase()}.csv`, orders.data?.orders ?? [])}
          disabled={!orders.data?.orders.length}
        >
          {text('partOrders.export')}
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            void exportXlsx(
              `part-orders-${stage.toLowerCase()}.xlsx`,
              text('partOrders.sheet', { stage: text(`partOrders.stage.${stage}`) }),
              orders.data?.orders ?? [],
            )
          }
          disabled={!orders.data?.orders.length}
        >
          {text('partOrders.exportExcel')}
        </Button>
      </Toolbar>
      {orders.isLoading ? (
        <Loading />
      ) : orders.isError ? (
        <LoadFailed
          title={text('partOrders.fetchFailed')}
          message={errorMessage(orders.error)}
          onRetry={() => void orders.refetch()}
        />
      ) : (
        <>
          <Table
            label={text('partOrders.table', { stage: text(`partOrders.stage.${stage}`) })}
            columns={columns}
            data={orders.data?.orders ?? []}
            getRowId={(row) => String(row.matchId)}
            emptyText={query || filterCount(filter) ? text('partOrders.noMatch') : text(`partOrders.empty.${stage}`)}
          />
          {pageCount > 1 && <Pager page={page} pageCount={pageCount} onChange={setPage} />}
        </>
      )}
    </>
  );
}
