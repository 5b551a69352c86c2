/**
 * /service-provider, Part Orders: the orders that went to this facility, in tabs by the stage
 * of its offer (new requests, quoting, awarded, all), with search, pages, the columns the user
 * chooses (spec 3) and a CSV export of what the list shows. Each row opens the order.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from 'shared/api';
import type { PartOrderList } from 'shared/contracts';
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
} from 'shared/ui';
import { ordersApi } from '../api';
import { useText } from '../texts';

const STAGES = ['NEW', 'QUOTING', 'AWARDED', 'ALL'] as const;
type Stage = (typeof STAGES)[number];
type Row = PartOrderList['orders'][number];

/** Spec 9: a search starts at 3 characters, 300 ms after the last key; an order id may be shorter. */
const SEARCH_FROM = 3;
const DEBOUNCE_MS = 300;

export default function PartOrdersPage() {
  const text = useText();
  const [stage, setStage] = useState<Stage>('NEW');
  return (
    <Page>
      <PageHeader>
        <h1>{text('partOrders.title')}</h1>
      </PageHeader>
      <Tabs
        items={STAGES.map((name) => ({ label: text(`partOrders.stage.${name}`), content: <StageList stage={name} /> }))}
        label={text('partOrders.stages')}
        value={STAGES.indexOf(stage)}
        onChange={(index) => setStage(STAGES[index]!)}
      />
    </Page>
  );
}

function StageList({ stage }: { stage: Stage }) {
  const text = useText();
  const status = useTexts(ORDER_STATUS_TEXTS);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const settled = useDebounced(search.trim(), DEBOUNCE_MS);
  const query = settled.length >= SEARCH_FROM || /^\d+$/.test(settled) ? settled || undefined : undefined;
  const orders = ordersApi.usePartOrdersQuery({
    stage,
    search: query,
    offset: page * DEFAULT_PAGE_SIZE,
    limit: DEFAULT_PAGE_SIZE,
  });
  const { columns, chooser, exportCsv } = useOrderColumns<Row>({
    preference: 'PART_ORDER_COLUMNS',
    side: 'sp',
    idCell: (row) => <Link to={`/service-provider/part-orders/${row.id}`}>{row.id}</Link>,
    fixed: [
      { key: 'title', title: text('partOrders.column.title'), value: (row) => row.displayTitle },
      { key: 'status', title: text('partOrders.column.status'), value: (row) => status(`orders.match.${row.matchStatus}`) },
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
            setPage(0);
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
            emptyText={query ? text('partOrders.noMatch') : text(`partOrders.empty.${stage}`)}
          />
          {pageCount > 1 && <Pager page={page} pageCount={pageCount} onChange={setPage} />}
        </>
      )}
    </>
  );
}
