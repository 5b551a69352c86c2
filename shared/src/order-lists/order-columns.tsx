/**
 * The order lists' columns: every column the facility's part
 * orders and the customer's order history may show, which of them show (the user's choice,
 * saved as a preference, else the tenant's defaults for the user's side), the chooser that
 * turns them on and off, and the export of what shows.
 */
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { errorMessage, orderColumnsApi, type OrderColumnsPreference } from 'shared/api';
import { authApi } from 'shared/auth';
import {
  DASHBOARD_COLUMNS,
  DEFAULT_MENU_CONFIG,
  ORDER_LIST_SORTS,
  type CustomerOrderList,
  type DashboardColumn,
  type OrderListColumn,
  type OrderListSort,
  type PartOrderOwnColumn,
} from 'shared/contracts';
import { useLanguageKey, useTexts } from 'shared/i18n';
import { formatMoney, ORDER_STATUS_TEXTS } from 'shared/orders';
import {
  Button,
  downloadCsv,
  downloadXlsx,
  formatDate,
  Muted,
  Popover,
  space,
  type SortDirection,
  type TableColumn,
} from 'shared/ui';
import { KIT_TEXTS } from 'shared/texts';
import { ORDER_COLUMN_TEXTS } from './texts.js';

/** What both order lists answer of a row. */
export type OrderListRow = Omit<CustomerOrderList['orders'][number], 'displayTitle' | 'status' | 'partCount'>;

export interface OrderColumnsOptions<Row extends OrderListRow> {
  /** Where the user's choice is kept. */
  preference: OrderColumnsPreference;
  /** Whose defaults apply when the user chose none: the service provider's or the engineer's. */
  side: 'sp' | 'eng';
  /** The id cell: a link to the order as this list opens it. */
  idCell: (row: Row) => ReactNode;
  /** The list's own columns (title, status…), always shown, after the id. */
  fixed: TableColumn<Row>[];
  /** The list's own columns the user shows or hides with the dashboard's, after the fixed ones; `byDefault` ones show until the user chooses. */
  optional?: (TableColumn<Row> & { key: PartOrderOwnColumn; byDefault: boolean })[];
  /** Told when the user sorts by a column the server sorts (ORDER_LIST_SORTS), to ask it for that order. */
  onSort: (sort: OrderListSort, direction: SortDirection) => void;
}

const sortsOnServer = (key: string): key is OrderListSort => (ORDER_LIST_SORTS as readonly string[]).includes(key);

// Where names and lists are cut with an ellipsis (the full text on hover), so that a long one
// does not stretch the list over several lines or out of its box.
const NAME_WIDTH = 180;
const LIST_WIDTH = 220;

const date = (value: number | null) => (value === null ? '—' : formatDate(value));
const list = (values: string[]) => (values.length ? values.join(', ') : '—');

/** The files of an order: two, and the rest behind a button (the collapsed file list). */
function FileList({ names }: { names: string[] }) {
  const text = useTexts(ORDER_COLUMN_TEXTS);
  const [open, setOpen] = useState(false);
  if (names.length === 0) return <>—</>;
  const shown = open ? names : names.slice(0, 2);
  return (
    <Files>
      {shown.map((name) => (
        <li key={name}>{name}</li>
      ))}
      {names.length > 2 && (
        <li>
          <Button variant="secondary" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? text('orderColumns.fewerFiles') : text('orderColumns.moreFiles', { count: names.length - 2 })}
          </Button>
        </li>
      )}
    </Files>
  );
}

export function useOrderColumns<Row extends OrderListRow>({
  preference,
  side,
  idCell,
  fixed,
  optional = [],
  onSort,
}: OrderColumnsOptions<Row>) {
  const text = useTexts(ORDER_COLUMN_TEXTS);
  const orderText = useTexts(ORDER_STATUS_TEXTS);
  const kitText = useTexts(KIT_TEXTS);
  const locale = useLanguageKey().replace('_', '-');
  const config = authApi.useSessionConfigQuery().data;
  const saved = orderColumnsApi.useOrderColumnsQuery(preference);
  const [save, saving] = orderColumnsApi.useSaveOrderColumnsMutation();
  const [choice, setChoice] = useState<OrderListColumn[]>();
  const [failure, setFailure] = useState<string>();

  // The platform's defaults until the session's config (the tenant's) has loaded.
  const tenant = config?.menu.dashboardColumns ?? DEFAULT_MENU_CONFIG.dashboardColumns;
  const defaults: OrderListColumn[] = [
    ...DASHBOARD_COLUMNS.filter((key) => (side === 'sp' ? tenant[key]?.spEnabled : tenant[key]?.engEnabled)),
    ...optional.filter((column) => column.byDefault).map((column) => column.key),
  ];
  const shown = new Set(choice ?? saved.data ?? defaults);
  // Every column the chooser offers, in the order the list shows them.
  const choosable: { key: OrderListColumn; title: ReactNode }[] = [
    ...optional.map(({ key, title }) => ({ key, title })),
    ...DASHBOARD_COLUMNS.map((key) => ({ key, title: text(`orderColumns.${key}`) })),
  ];

  const yesNo = (value: boolean) => kitText(value ? 'common.yes' : 'common.no');
  const quote = (row: Row) =>
    row.bestQuoteMinor === null
      ? String(row.bidCount)
      : text('orderColumns.quotes', { count: row.bidCount, total: formatMoney(row.bestQuoteMinor, row.currency, locale) });
  /** Each column's cell: its value (sorted on, exported unless `shown` says how it reads), its rendering. */
  const cells: Record<
    DashboardColumn,
    Pick<TableColumn<Row>, 'value' | 'render' | 'align' | 'maxWidth'> & { shown?: (row: Row) => string }
  > = {
    id: { value: (row) => row.id, render: idCell },
    quantity: { value: (row) => row.quantity, align: 'right' },
    targetDate: {
      value: (row) => row.estimatedDeliveryDate ?? 0,
      shown: (row) => date(row.estimatedDeliveryDate),
    },
    customer: { value: (row) => row.customerName, maxWidth: NAME_WIDTH },
    creator: { value: (row) => row.creatorName ?? '—', maxWidth: NAME_WIDTH },
    facility: { value: (row) => row.facilityName ?? '—', maxWidth: NAME_WIDTH },
    orderFilesList: {
      value: (row) => row.fileNames.join(', '),
      render: (row) => <FileList names={row.fileNames} />,
      maxWidth: LIST_WIDTH,
    },
    quote: { value: quote },
    customerContactName: { value: (row) => row.creatorName ?? '—', maxWidth: NAME_WIDTH },
    customerEmail: { value: (row) => row.creatorEmail ?? '—', maxWidth: NAME_WIDTH },
    customerPhone: { value: (row) => row.customerPhone ?? '—' },
    exportControlled: { value: (row) => yesNo(row.itar) },
    NDARequired: { value: (row) => yesNo(row.ndaRequired) },
    partNumber: { value: (row) => list(row.partNumbers), maxWidth: LIST_WIDTH },
    serviceType: { value: (row) => list(row.processes), maxWidth: LIST_WIDTH },
    primaryUseCase: {
      value: (row) =>
        list(row.primaryUseCases.map((use) => orderText(`orders.useCase.${use}` as keyof typeof ORDER_STATUS_TEXTS))),
      maxWidth: LIST_WIDTH,
    },
    industryFocus: { value: (row) => list(row.industryFocus), maxWidth: LIST_WIDTH },
    materials: { value: (row) => list(row.materials), maxWidth: LIST_WIDTH },
    machines: { value: (row) => list(row.machines), maxWidth: LIST_WIDTH },
    deliveryMethod: { value: (row) => orderText(`orders.deliveryMethod.${row.deliveryMethod}`) },
    createdOn: { value: (row) => row.createdAt, shown: (row) => date(row.createdAt) },
    quoteDueDate: { value: (row) => row.quoteDueDate ?? 0, shown: (row) => date(row.quoteDueDate) },
    thirdPartyOrderId: { value: (row) => row.thirdPartyOrderId ?? '—' },
    // No order names an RFQ configuration yet.
    rfqConfigName: { value: () => '—' },
  };
  const dashboard = DASHBOARD_COLUMNS.filter((key) => shown.has(key)).map((key): TableColumn<Row> => {
    const { shown: reads, ...cell } = cells[key];
    return { key, title: text(`orderColumns.${key}`), ...(reads ? { render: reads } : {}), ...cell };
  });
  const sortable = (column: TableColumn<Row>): TableColumn<Row> =>
    sortsOnServer(column.key)
      ? { ...column, sort: true, onSort: (direction) => onSort(column.key as OrderListSort, direction) }
      : column;
  const columns = [
    ...dashboard.filter((c) => c.key === 'id'),
    ...fixed,
    ...optional.filter((column) => shown.has(column.key)).map(({ byDefault: _byDefault, ...column }) => column),
    ...dashboard.filter((c) => c.key !== 'id'),
  ].map(sortable);

  /** The shown columns and rows, each cell as the list reads it: what the exports hold. */
  const exported = (rows: Row[]) => ({
    header: columns.map((column) => String(column.title)),
    cells: rows.map((row) =>
      columns.map((column) => {
        const reads = cells[column.key as DashboardColumn]?.shown;
        return reads ? reads(row) : (column.value?.(row) ?? '');
      }),
    ),
  });
  /** The shown columns and rows as a CSV file. */
  const exportCsv = (fileName: string, rows: Row[]) => {
    const { header, cells: body } = exported(rows);
    downloadCsv(fileName, header, body);
  };
  /** The shown columns and rows as an Excel workbook (its one sheet named `sheet`). */
  const exportXlsx = (fileName: string, sheet: string, rows: Row[]) => {
    const { header, cells: body } = exported(rows);
    return downloadXlsx(fileName, sheet, header, body);
  };

  const choose = async (next: OrderListColumn[]) => {
    setChoice(next);
    setFailure(undefined);
    const result = await save({ type: preference, columns: next });
    if ('error' in result) setFailure(`${text('orderColumns.saveFailed')}: ${errorMessage(result.error)}`);
  };
  const toggle = (key: OrderListColumn, on: boolean) =>
    void choose(choosable.map((column) => column.key).filter((other) => (other === key ? on : shown.has(other))));

  const chooser = (
    <Popover
      label={text('orderColumns.chooser')}
      align="end"
      trigger={<Button variant="secondary">{text('orderColumns.choose')}</Button>}
    >
      <Chooser>
        <legend>{text('orderColumns.chooser')}</legend>
        {choosable.map(({ key, title }) => (
          <label key={key}>
            <input
              type="checkbox"
              checked={shown.has(key)}
              disabled={saving.isLoading}
              onChange={(event) => toggle(key, event.target.checked)}
            />
            {title}
          </label>
        ))}
        <Button variant="secondary" size="sm" disabled={saving.isLoading} onClick={() => void choose(defaults)}>
          {text('orderColumns.reset')}
        </Button>
        {failure && <Muted role="alert">{failure}</Muted>}
      </Chooser>
    </Popover>
  );
  return { columns, chooser, exportCsv, exportXlsx };
}

const Chooser = styled.fieldset`
  display: grid;
  gap: ${space(1)};
  border: 0;
  margin: 0;
  padding: ${space(2)};
  max-height: 24rem;
  overflow-y: auto;
  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: ${space(1)};
  }
  label {
    display: flex;
    gap: ${space(2)};
    align-items: center;
  }
`;

const Files = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
