/**
 * /service-provider/quality-management/capa, CAPA: the facility's corrective and preventive
 * actions as a list — number, type, status, title, owner, defect code, actions still open, when
 * the effectiveness check is due — with search, status, type and owner filters, the sort of its
 * columns, saved views of all three, pages and the CSV and Excel export of what it shows; each
 * number opens the CAPA's record.
 */
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatDate, ListPage, StatusBadge, type TableColumn } from 'shared/ui';
import { qualityApi, type CapaRow, type CapaView } from '../api';
import { CAPA_STATUS_TONES } from '../capa-tones';
import { ListViews } from '../list-views/list-views';
import { useListView } from '../list-views/use-list-view';
import { capaPath } from '../paths';
import { useText } from '../texts';
import { CapaFilters, type CapaFilter } from './capa-filters';

/** The columns the server sorts the CAPAs by. */
type CapaSort = NonNullable<CapaView['sort']>;

export default function CapasPage() {
  const text = useText();
  const intl = useIntl();
  const view = useListView<CapaFilter, CapaSort>();
  const list = qualityApi.useCapasQuery(view.query);
  const sortable = (sort: CapaSort) => ({ sort: true, onSort: view.sortBy(sort) });
  const statusOf = (row: CapaRow) => text(`capas.status.${row.status}`);
  const columns: TableColumn<CapaRow>[] = [
    {
      key: 'number',
      title: text('capas.column.number'),
      value: (row) => row.number,
      render: (row) => <Link to={capaPath(row.id)}>{row.number}</Link>,
      ...sortable('number'),
    },
    { key: 'type', title: text('capas.column.type'), value: (row) => text(`capas.type.${row.type}`), ...sortable('type') },
    {
      key: 'status',
      title: text('capas.column.status'),
      value: statusOf,
      render: (row) => <StatusBadge tone={CAPA_STATUS_TONES[row.status]}>{statusOf(row)}</StatusBadge>,
      ...sortable('status'),
    },
    { key: 'title', title: text('capas.column.title'), value: (row) => row.title, maxWidth: 320, ...sortable('title') },
    { key: 'owner', title: text('capas.column.owner'), value: (row) => row.owner?.name ?? '' },
    { key: 'defect', title: text('capas.column.defect'), value: (row) => row.defectCode ?? '' },
    {
      key: 'openActions',
      title: text('capas.column.openActions'),
      value: (row) => row.openActions,
      render: (row) => intl.formatNumber(row.openActions),
      align: 'right',
    },
    {
      key: 'checkDue',
      title: text('capas.column.checkDue'),
      value: (row) => formatDate(row.checkDue),
      ...sortable('checkDue'),
    },
    {
      key: 'created',
      title: text('capas.column.created'),
      value: (row) => formatDate(row.createdAt),
      ...sortable('created'),
    },
  ];
  return (
    <ListPage
      title={text('capas.title')}
      actions={<ListViews type="CAPA_VIEWS" current={view.current} onApply={view.apply} />}
      search={view.search}
      searchLabel={text('capas.search')}
      filters={<CapaFilters value={view.filter} onChange={view.narrow} />}
      filtered={view.filtered}
      query={list}
      rowsOf={(data) => data.rows}
      failedTitle={text('capas.fetchFailed')}
      columns={columns}
      sorted={view.sorted}
      rowId={(row) => String(row.id)}
      emptyText={text('capas.empty')}
      noMatchText={text('capas.noMatch')}
      exportName="capas"
    />
  );
}
