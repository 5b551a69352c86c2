/**
 * One stage of the facility's part orders as a list: search, the columns the user chooses,
 * server-side sorting, pages and a CSV or Excel export of what it shows. Part Orders shows
 * one per tab; the archive shows the orders that are over.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { OrderListSort, PartOrderList } from 'shared/contracts';
import { useTexts } from 'shared/i18n';
import { useOrderColumns } from 'shared/order-lists';
import { MATCH_STATUS_TONES, ORDER_STATUS_TEXTS } from 'shared/orders';
import {
  ColorChip,
  ColorChips,
  ExportButtons,
  Loaded,
  Pager,
  SearchField,
  type SortDirection,
  StatusBadge,
  Table,
  Toolbar,
  useListSearch,
} from 'shared/ui';
import { ordersApi } from '../api';
import { useText } from '../texts';
import { filterCount, type PartOrderFilter } from './part-order-filters';

/** The tabs of Part Orders, and the archive's stage. */
export const STAGES = ['NEW', 'QUOTING', 'AWARDED', 'ALL'] as const;
export type Tab = (typeof STAGES)[number];
type Stage = Tab | 'ARCHIVE';
type Row = PartOrderList['orders'][number];

/** No filter, one object for every render (a new one would count as a change of filter). */
const NO_FILTER: PartOrderFilter = {};

/**
 * `filter` is what the person narrowed the list to; `scope` what the list is about (a customer's
 * page lists that customer's orders): an empty list within its scope is empty, not a search that
 * found nothing.
 */
export function StageList({
  stage,
  filter = NO_FILTER,
  scope = NO_FILTER,
}: {
  stage: Stage;
  filter?: PartOrderFilter;
  scope?: PartOrderFilter;
}) {
  const text = useText();
  const status = useTexts(ORDER_STATUS_TEXTS);
  const { search, query, onSearch, page, setPage, window, pageCount } = useListSearch();
  const [sort, setSort] = useState<{ sort: OrderListSort; direction: SortDirection }>();
  // Other filters, other rows: back to the first page.
  const [pagedFilter, setPagedFilter] = useState(filter);
  if (pagedFilter !== filter) {
    setPagedFilter(filter);
    setPage(1);
  }
  const orders = ordersApi.usePartOrdersQuery({ ...scope, ...filter, stage, search: query, ...window, ...sort });
  const { columns, chooser, exportCsv, exportXlsx } = useOrderColumns<Row>({
    onSort: (column, direction) => {
      setSort({ sort: column, direction });
      setPage(1);
    },
    preference: 'PART_ORDER_COLUMNS',
    side: 'sp',
    idCell: (row) => <Link to={`/service-provider/part-orders/${row.id}`}>{row.id}</Link>,
    fixed: [
      { key: 'title', title: text('partOrders.column.title'), value: (row) => row.displayTitle, maxWidth: 280 },
      // The facility's offer's state, which the server does not sort by (it sorts orders by their own status).
      {
        key: 'matchStatus',
        title: text('partOrders.column.status'),
        value: (row) => status(`orders.match.${row.matchStatus}`),
        render: (row) => (
          <StatusBadge tone={MATCH_STATUS_TONES[row.matchStatus]}>{status(`orders.match.${row.matchStatus}`)}</StatusBadge>
        ),
      },
    ],
    // Off by default but the assignee: with the dashboard's columns a laptop's width is full.
    optional: [
      {
        key: 'assignee',
        title: text('partOrders.column.assignee'),
        value: (row) => row.assigneeName ?? '',
        maxWidth: 160,
        byDefault: true,
      },
      {
        key: 'priority',
        title: text('partOrders.column.priority'),
        value: (row) => row.priorityLabel?.name ?? '',
        render: (row) => row.priorityLabel && <ColorChip color={row.priorityLabel.color}>{row.priorityLabel.name}</ColorChip>,
        byDefault: false,
      },
      {
        key: 'tags',
        title: text('partOrders.column.tags'),
        value: (row) => row.tags.map((tag) => tag.name).join(', '),
        render: (row) => <ColorChips chips={row.tags} />,
        byDefault: false,
      },
    ],
  });
  const rows = orders.data?.orders ?? [];

  return (
    <>
      <Toolbar>
        <SearchField label={text('partOrders.search')} value={search} onSearch={onSearch} />
        {chooser}
        <ExportButtons
          disabled={!rows.length}
          onCsv={() => exportCsv(`part-orders-${stage.toLowerCase()}.csv`, rows)}
          onExcel={() =>
            void exportXlsx(
              `part-orders-${stage.toLowerCase()}.xlsx`,
              text('partOrders.sheet', { stage: text(`partOrders.stage.${stage}`) }),
              rows,
            )
          }
        />
      </Toolbar>
      <Loaded query={orders} failedTitle={text('partOrders.fetchFailed')}>
        {(data) => {
          const pages = pageCount(data.totalCount);
          return (
            <>
              <Table
                label={text('partOrders.table', { stage: text(`partOrders.stage.${stage}`) })}
                columns={columns}
                data={data.orders}
                getRowId={(row) => String(row.matchId)}
                emptyText={query || filterCount(filter) ? text('partOrders.noMatch') : text(`partOrders.empty.${stage}`)}
              />
              {pages > 1 && <Pager page={page} pageCount={pages} onChange={setPage} total={data} />}
            </>
          );
        }}
      </Loaded>
    </>
  );
}
