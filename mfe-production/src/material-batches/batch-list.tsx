/**
 * The facility's batches as a list, newest first: number, material, where it stands and its
 * powder's state, the mass it holds, its virgin share and the most builds its powder has been
 * through, the machine it is loaded on and where it is stored; searched by number, material,
 * machine or location, narrowed by state, powder state and material on the server, a page at a
 * time, exported as it shows. A batch opens by its number.
 */
import { useState } from 'react';
import { referenceApi } from 'shared/api';
import { BATCH_STATES, POWDER_STATES, type BatchState, type PowderState } from 'shared/contracts';
import { Button, ListPage, SelectField, useListSearch, type TableColumn } from 'shared/ui';
import { productionApi } from '../api';
import { ScanLabel } from '../material-labels/scan-label';
import { useText } from '../texts';
import type { BatchRow } from './api';
import { BatchStateBadge, PowderStateBadge } from './batch-badges';
import { useBatchFormat } from './use-batch-format';

interface BatchListProps {
  canRecord: boolean;
  onOpen: (id: number) => void;
  onNew: () => void;
}

export function BatchList({ canRecord, onOpen, onNew }: BatchListProps) {
  const text = useText();
  const format = useBatchFormat();
  const listSearch = useListSearch();
  const [state, setState] = useState<BatchState | ''>('');
  const [powderState, setPowderState] = useState<PowderState | ''>('');
  const [materialId, setMaterialId] = useState('');
  const materials = referenceApi.useCatalogueMaterialsQuery().data ?? [];
  const list = productionApi.useBatchesQuery({
    search: listSearch.query,
    state: state ? [state] : undefined,
    powderState: powderState ? [powderState] : undefined,
    materialId: materialId ? Number(materialId) : undefined,
    ...listSearch.window,
  });

  const narrow = (set: () => void) => {
    set();
    listSearch.setPage(1);
  };

  const columns: TableColumn<BatchRow>[] = [
    {
      key: 'number',
      title: text('batches.number'),
      value: (row) => row.number,
      render: (row) => (
        <Button variant="link" onClick={() => onOpen(row.id)}>
          {row.number}
        </Button>
      ),
    },
    { key: 'material', title: text('batches.material'), value: (row) => row.material.name, maxWidth: 220 },
    {
      key: 'state',
      title: text('batches.stateLabel'),
      value: (row) => text(`batches.state.${row.state}`),
      render: (row) => <BatchStateBadge state={row.state} />,
    },
    {
      key: 'powderState',
      title: text('batches.powderLabel'),
      value: (row) => text(`batches.powder.${row.powderState}`),
      render: (row) => <PowderStateBadge state={row.powderState} />,
    },
    { key: 'mass', title: text('batches.mass'), value: (row) => format.mass(row.massMg), align: 'right' },
    { key: 'virgin', title: text('batches.virgin'), value: (row) => format.percent(row.virginThousandths), align: 'right' },
    { key: 'maxCycles', title: text('batches.maxCycles'), value: (row) => row.maxCycles, align: 'right' },
    { key: 'machine', title: text('batches.machine'), value: (row) => row.machine?.name ?? '', maxWidth: 200 },
    { key: 'location', title: text('batches.location'), value: (row) => row.location, maxWidth: 200 },
  ];

  return (
    <ListPage
      title={text('batches.title')}
      actions={
        <>
          <ScanLabel />
          {canRecord && <Button onClick={onNew}>{text('batches.new')}</Button>}
        </>
      }
      search={listSearch}
      searchLabel={text('batches.search')}
      filters={
        <>
          <SelectField
            label={text('batches.stateLabel')}
            placeholder={text('batches.any')}
            value={state}
            options={BATCH_STATES.map((value) => ({ value, label: text(`batches.state.${value}`) }))}
            onChange={(value) => narrow(() => setState(value as BatchState | ''))}
          />
          <SelectField
            label={text('batches.powderLabel')}
            placeholder={text('batches.any')}
            value={powderState}
            options={POWDER_STATES.map((value) => ({ value, label: text(`batches.powder.${value}`) }))}
            onChange={(value) => narrow(() => setPowderState(value as PowderState | ''))}
          />
          <SelectField
            label={text('batches.material')}
            placeholder={text('batches.any')}
            value={materialId}
            options={materials.map((material) => ({ value: String(material.id), label: material.name }))}
            onChange={(value) => narrow(() => setMaterialId(value))}
          />
        </>
      }
      filtered={state !== '' || powderState !== '' || materialId !== ''}
      query={list}
      rowsOf={(data) => data.rows}
      failedTitle={text('batches.fetchFailed')}
      columns={columns}
      rowId={(row) => String(row.id)}
      emptyText={text('batches.empty')}
      noMatchText={text('batches.noMatch')}
      exportName="material-batches"
    />
  );
}
