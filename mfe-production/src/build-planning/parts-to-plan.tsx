/**
 * The planner's list of parts to build: every part of an order awarded to the facility with
 * pieces left to schedule, earliest due first, with its order, customer, process, material, size
 * and the printers that hold it; searched, narrowed by process and material, kept as saved views,
 * a page at a time, exported as it shows. Parts ticked here (on any page) are planned into a build.
 */
import { useState } from 'react';
import { referenceApi } from 'shared/api';
import { formatDate, ListPage, SelectField, StatusBadge, useListSearch, type TableColumn } from 'shared/ui';
import { productionApi } from '../api';
import { useText } from '../texts';
import type { PlanningPart, PlanningView } from './api';
import { PlanningViews } from './planning-views';
import { usePlanningFormat } from './use-planning-format';

interface PartsToPlanProps {
  tabs: Parameters<typeof ListPage>[0]['tabs'];
  selected: Map<number, PlanningPart>;
  onToggle: (part: PlanningPart) => void;
  actions: React.ReactNode;
}

export function PartsToPlan({ tabs, selected, onToggle, actions }: PartsToPlanProps) {
  const text = useText();
  const format = usePlanningFormat();
  const listSearch = useListSearch();
  const [processId, setProcessId] = useState('');
  const [materialId, setMaterialId] = useState('');
  const processes = referenceApi.useProcessesQuery().data ?? [];
  const materials = referenceApi.useCatalogueMaterialsQuery().data ?? [];
  const list = productionApi.usePlanningPartsQuery({
    search: listSearch.query,
    processId: processId ? Number(processId) : undefined,
    materialId: materialId ? Number(materialId) : undefined,
    ...listSearch.window,
  });

  const narrow = (set: () => void) => {
    set();
    listSearch.setPage(1);
  };
  const current = (label: string): PlanningView => ({
    label,
    ...(listSearch.search.trim() ? { search: listSearch.search.trim() } : {}),
    filter: {
      ...(processId ? { processId: Number(processId) } : {}),
      ...(materialId ? { materialId: Number(materialId) } : {}),
    },
  });
  const apply = (view: PlanningView) => {
    listSearch.onSearch(view.search ?? '');
    setProcessId(view.filter.processId ? String(view.filter.processId) : '');
    setMaterialId(view.filter.materialId ? String(view.filter.materialId) : '');
  };

  const columns: TableColumn<PlanningPart>[] = [
    {
      key: 'select',
      title: text('builds.parts.selectColumn'),
      render: (row) => (
        <input
          type="checkbox"
          checked={selected.has(row.rfqFileId)}
          onChange={() => onToggle(row)}
          aria-label={text('builds.parts.select', { name: `${row.fileName} (${row.orderTitle})` })}
        />
      ),
    },
    {
      key: 'file',
      title: text('builds.parts.file'),
      value: (row) => row.fileName,
      render: (row) => (
        <>
          {row.fileName} {row.itar && <StatusBadge tone="warning">{text('builds.parts.itar')}</StatusBadge>}
        </>
      ),
      maxWidth: 260,
    },
    { key: 'order', title: text('builds.parts.order'), value: (row) => row.orderTitle, maxWidth: 200 },
    { key: 'customer', title: text('builds.parts.customer'), value: (row) => row.customerName, maxWidth: 180 },
    { key: 'due', title: text('builds.parts.due'), value: (row) => (row.dueDate === null ? '' : formatDate(row.dueDate)) },
    { key: 'process', title: text('builds.parts.process'), value: (row) => row.process ?? '' },
    { key: 'material', title: text('builds.parts.material'), value: (row) => row.materials.join(', '), maxWidth: 200 },
    { key: 'left', title: text('builds.parts.left'), value: (row) => row.notScheduled, align: 'right' },
    { key: 'size', title: text('builds.parts.size'), value: (row) => (row.size ? format.size(row.size) : '') },
    {
      key: 'volume',
      title: text('builds.parts.volume'),
      value: (row) => (row.volumeMm3 === null ? '' : format.cm3(row.volumeMm3 / 1000)),
      align: 'right',
    },
    {
      key: 'fits',
      title: text('builds.parts.fits'),
      value: (row) =>
        row.fitsPrinters.length === 0
          ? text('builds.parts.fitsNone')
          : row.fitsPrinters.map((printer) => printer.name).join(', '),
      maxWidth: 220,
    },
  ];

  return (
    <ListPage
      title={text('builds.title')}
      actions={actions}
      tabs={tabs}
      search={listSearch}
      searchLabel={text('builds.parts.search')}
      filters={
        <>
          <SelectField
            label={text('builds.parts.process')}
            placeholder={text('builds.any')}
            value={processId}
            options={processes.map((process) => ({ value: String(process.id), label: process.name }))}
            onChange={(value) => narrow(() => setProcessId(value))}
          />
          <SelectField
            label={text('builds.parts.material')}
            placeholder={text('builds.any')}
            value={materialId}
            options={materials.map((material) => ({ value: String(material.id), label: material.name }))}
            onChange={(value) => narrow(() => setMaterialId(value))}
          />
          <PlanningViews current={current} onApply={apply} />
        </>
      }
      filtered={processId !== '' || materialId !== ''}
      query={list}
      rowsOf={(data) => data.rows}
      failedTitle={text('builds.parts.fetchFailed')}
      columns={columns}
      rowId={(row) => String(row.rfqFileId)}
      emptyText={text('builds.parts.empty')}
      noMatchText={text('builds.parts.noMatch')}
      exportName={text('builds.tab.parts')}
    />
  );
}
