/**
 * The facility's lots as a list, newest first: our number and the supplier's, material, supplier,
 * the days received and of expiry, what is left of the mass received, where it is stored and its
 * status; searched by a number, the material or the supplier, narrowed by status, material and
 * supplier on the server, a page at a time, exported as it shows. A lot opens by its number.
 */
import { useState } from 'react';
import { referenceApi } from 'shared/api';
import { LOT_STATUSES, type LotStatus } from 'shared/contracts';
import { Button, ListPage, SelectField, useListSearch, type TableColumn } from 'shared/ui';
import { productionApi } from '../api';
import { ScanLabel } from '../material-labels/scan-label';
import { useText } from '../texts';
import type { LotRow } from './api';
import { LotStatusBadge } from './lot-status';
import { useLotFormat } from './use-lot-format';

/** Enough suppliers for a filter's options: the server's largest page. */
export const ALL_SUPPLIERS = { offset: 0, limit: 200 } as const;

interface LotListProps {
  onOpen: (id: number) => void;
  onReceive: () => void;
}

export function LotList({ onOpen, onReceive }: LotListProps) {
  const text = useText();
  const format = useLotFormat();
  const listSearch = useListSearch();
  const [status, setStatus] = useState<LotStatus | ''>('');
  const [materialId, setMaterialId] = useState('');
  const [supplierId, setSupplierId] = useState('');
  const materials = referenceApi.useCatalogueMaterialsQuery().data ?? [];
  const suppliers = productionApi.useSuppliersQuery(ALL_SUPPLIERS).data?.rows ?? [];
  const list = productionApi.useLotsQuery({
    search: listSearch.query,
    status: status ? [status] : undefined,
    materialId: materialId ? Number(materialId) : undefined,
    supplierId: supplierId ? Number(supplierId) : undefined,
    ...listSearch.window,
  });

  const narrow = (set: () => void) => {
    set();
    listSearch.setPage(1);
  };

  const columns: TableColumn<LotRow>[] = [
    {
      key: 'number',
      title: text('lots.number'),
      value: (row) => row.number,
      render: (row) => (
        <Button variant="link" onClick={() => onOpen(row.id)}>
          {row.number}
        </Button>
      ),
    },
    { key: 'supplierLotNumber', title: text('lots.supplierLotNumber'), value: (row) => row.supplierLotNumber },
    { key: 'material', title: text('lots.material'), value: (row) => row.material.name, maxWidth: 220 },
    { key: 'supplier', title: text('lots.supplier'), value: (row) => row.supplier.name, maxWidth: 220 },
    { key: 'receivedOn', title: text('lots.receivedOn'), value: (row) => format.day(row.receivedOn) },
    {
      key: 'expiresOn',
      title: text('lots.expiresOn'),
      value: (row) => (row.expiresOn ? format.day(row.expiresOn) : text('lots.noExpiry')),
    },
    {
      key: 'remaining',
      title: text('lots.remaining'),
      value: (row) => text('lots.remainingOf', { remaining: format.mass(row.remainingMg), received: format.mass(row.massMg) }),
      align: 'right',
    },
    { key: 'location', title: text('lots.location'), value: (row) => row.location, maxWidth: 200 },
    {
      key: 'status',
      title: text('lots.statusLabel'),
      value: (row) => text(`lots.status.${row.status}`),
      render: (row) => <LotStatusBadge status={row.status} />,
    },
  ];

  return (
    <ListPage
      title={text('lots.title')}
      actions={
        <>
          <ScanLabel />
          <Button onClick={onReceive}>{text('lots.receive')}</Button>
        </>
      }
      search={listSearch}
      searchLabel={text('lots.search')}
      filters={
        <>
          <SelectField
            label={text('lots.statusLabel')}
            placeholder={text('lots.any')}
            value={status}
            options={LOT_STATUSES.map((value) => ({ value, label: text(`lots.status.${value}`) }))}
            onChange={(value) => narrow(() => setStatus(value as LotStatus | ''))}
          />
          <SelectField
            label={text('lots.material')}
            placeholder={text('lots.any')}
            value={materialId}
            options={materials.map((material) => ({ value: String(material.id), label: material.name }))}
            onChange={(value) => narrow(() => setMaterialId(value))}
          />
          <SelectField
            label={text('lots.supplier')}
            placeholder={text('lots.any')}
            value={supplierId}
            options={suppliers.map((supplier) => ({ value: String(supplier.id), label: supplier.name }))}
            onChange={(value) => narrow(() => setSupplierId(value))}
          />
        </>
      }
      filtered={status !== '' || materialId !== '' || supplierId !== ''}
      query={list}
      rowsOf={(data) => data.rows}
      failedTitle={text('lots.fetchFailed')}
      columns={columns}
      rowId={(row) => String(row.id)}
      emptyText={text('lots.empty')}
      noMatchText={text('lots.noMatch')}
      exportName="material-lots"
    />
  );
}
