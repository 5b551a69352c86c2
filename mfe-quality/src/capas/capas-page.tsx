/**
 * /service-provider/quality-management/capa, CAPA: the facility's corrective and preventive
 * actions as a list — number, type, status, title, owner, defect code, actions still open, when
 * the effectiveness check is due — with search, a status and a type filter, pages and the CSV
 * and Excel export of what it shows; each number opens the CAPA's record.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { CAPA_STATUSES, CAPA_TYPES, type CapaStatus, type CapaType } from 'shared/contracts';
import { formatDate, ListPage, SelectField, StatusBadge, type TableColumn, useListSearch } from 'shared/ui';
import { qualityApi, type CapaRow } from '../api';
import { CAPA_STATUS_TONES } from '../capa-tones';
import { capaPath } from '../paths';
import { useText } from '../texts';

export default function CapasPage() {
  const text = useText();
  const intl = useIntl();
  const search = useListSearch();
  const [status, setStatus] = useState<CapaStatus>();
  const [type, setType] = useState<CapaType>();
  const list = qualityApi.useCapasQuery({ search: search.query, status: status && [status], type, ...search.window });
  const statusOf = (row: CapaRow) => text(`capas.status.${row.status}`);
  const columns: TableColumn<CapaRow>[] = [
    {
      key: 'number',
      title: text('capas.column.number'),
      value: (row) => row.number,
      render: (row) => <Link to={capaPath(row.id)}>{row.number}</Link>,
    },
    { key: 'type', title: text('capas.column.type'), value: (row) => text(`capas.type.${row.type}`) },
    {
      key: 'status',
      title: text('capas.column.status'),
      value: statusOf,
      render: (row) => <StatusBadge tone={CAPA_STATUS_TONES[row.status]}>{statusOf(row)}</StatusBadge>,
    },
    { key: 'title', title: text('capas.column.title'), value: (row) => row.title, maxWidth: 320 },
    { key: 'owner', title: text('capas.column.owner'), value: (row) => row.owner?.name ?? '' },
    { key: 'defect', title: text('capas.column.defect'), value: (row) => row.defectCode ?? '' },
    {
      key: 'openActions',
      title: text('capas.column.openActions'),
      value: (row) => row.openActions,
      render: (row) => intl.formatNumber(row.openActions),
      align: 'right',
    },
    { key: 'checkDue', title: text('capas.column.checkDue'), value: (row) => formatDate(row.checkDue) },
    { key: 'created', title: text('capas.column.created'), value: (row) => formatDate(row.createdAt) },
  ];
  const narrow =
    <T,>(set: (value: T | undefined) => void) =>
    (chosen: string) => {
      set(chosen === '' ? undefined : (chosen as T));
      search.setPage(1);
    };
  return (
    <ListPage
      title={text('capas.title')}
      search={search}
      searchLabel={text('capas.search')}
      filters={
        <>
          <SelectField
            label={text('capas.filter.status')}
            placeholder={text('capas.filter.any')}
            value={status ?? ''}
            options={CAPA_STATUSES.map((one) => ({ value: one, label: text(`capas.status.${one}`) }))}
            onChange={narrow(setStatus)}
          />
          <SelectField
            label={text('capas.filter.type')}
            placeholder={text('capas.filter.any')}
            value={type ?? ''}
            options={CAPA_TYPES.map((one) => ({ value: one, label: text(`capas.type.${one}`) }))}
            onChange={narrow(setType)}
          />
        </>
      }
      filtered={status !== undefined || type !== undefined}
      query={list}
      rowsOf={(data) => data.rows}
      failedTitle={text('capas.fetchFailed')}
      columns={columns}
      rowId={(row) => String(row.id)}
      emptyText={text('capas.empty')}
      noMatchText={text('capas.noMatch')}
      exportName="capas"
    />
  );
}
