/**
 * The columns of an NCR list: what every NCR shows, then a part NCR's order and part, or a process
 * NCR's machine and material. The server sorts by the number, title, status, severity, defect
 * code and the day raised; `sortBy` hears of each sort.
 */
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { NcrKind } from 'shared/contracts';
import { useTexts } from 'shared/i18n';
import { NCR_SEVERITY_TONES, NCR_STATUS_TONES, QUALITY_TEXTS } from 'shared/orders';
import { formatDate, type SortDirection, StatusBadge, type TableColumn } from 'shared/ui';
import type { NcrListArgs, NcrRow } from '../api';
import { ncrPath } from '../paths';
import { useText } from '../texts';

/** The columns the server sorts an NCR list by. */
export type NcrSort = NonNullable<NcrListArgs['sort']>;

export function useNcrColumns(
  kind: NcrKind,
  sortBy: (sort: NcrSort) => (direction: SortDirection) => void,
): TableColumn<NcrRow>[] {
  const text = useText();
  const sortable = (sort: NcrSort) => ({ sort: true, onSort: sortBy(sort) });
  const quality = useTexts(QUALITY_TEXTS);
  const intl = useIntl();
  const status = (row: NcrRow) => quality(`quality.status.${row.status}`);
  const severity = (row: NcrRow) => quality(`quality.severity.${row.severity}`);
  const first: TableColumn<NcrRow>[] = [
    {
      key: 'number',
      title: text('ncrs.column.number'),
      value: (row) => row.number,
      ...sortable('number'),
      render: (row) => <Link to={ncrPath(row.id)}>{row.number}</Link>,
    },
    { key: 'title', title: text('ncrs.column.title'), value: (row) => row.title, maxWidth: 280, ...sortable('title') },
    {
      key: 'status',
      title: text('ncrs.column.status'),
      value: status,
      ...sortable('status'),
      render: (row) => <StatusBadge tone={NCR_STATUS_TONES[row.status]}>{status(row)}</StatusBadge>,
    },
    {
      key: 'severity',
      title: text('ncrs.column.severity'),
      value: severity,
      ...sortable('severity'),
      render: (row) => <StatusBadge tone={NCR_SEVERITY_TONES[row.severity]}>{severity(row)}</StatusBadge>,
    },
    { key: 'defectCode', title: text('ncrs.column.defect'), value: (row) => row.defectCode, ...sortable('defectCode') },
  ];
  const part: TableColumn<NcrRow>[] = [
    { key: 'order', title: text('ncrs.column.order'), value: (row) => row.order?.title ?? '', maxWidth: 220 },
    { key: 'customer', title: text('ncrs.column.customer'), value: (row) => row.order?.customerName ?? '' },
    { key: 'part', title: text('ncrs.column.part'), value: (row) => row.part?.fileName ?? '', maxWidth: 200 },
    {
      key: 'quantity',
      title: text('ncrs.column.quantity'),
      value: (row) => row.quantity,
      render: (row) => (row.quantity === null ? '' : intl.formatNumber(row.quantity)),
      align: 'right',
    },
  ];
  const process: TableColumn<NcrRow>[] = [
    { key: 'machine', title: text('ncrs.column.machine'), value: (row) => row.machine?.name ?? '' },
    { key: 'material', title: text('ncrs.column.material'), value: (row) => row.material?.name ?? '' },
  ];
  const last: TableColumn<NcrRow>[] = [
    { key: 'assignee', title: text('ncrs.column.assignee'), value: (row) => row.assignee?.name ?? '' },
    {
      key: 'created',
      title: text('ncrs.column.created'),
      value: (row) => formatDate(row.createdAt),
      ...sortable('created'),
    },
  ];
  return [...first, ...(kind === 'PART' ? part : process), ...last];
}
