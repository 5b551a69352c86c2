/**
 * /service-provider/work-center-old: the classic work center, every lot of the facility at its
 * step as one table across the work centers — order, customer, part, lot, pieces, step, work
 * center, state, due date and priority — searched by order, customer or part, narrowed by state
 * and work center on the server, a page at a time, exported as it shows. In progress first, then
 * by due date and priority, as the server orders them. Its moves are the operator's screen's.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { WorkplanLotStatus } from 'shared/contracts';
import { CheckboxGroup, ColorChip, ListPage, SelectField, useListSearch, type TableColumn } from 'shared/ui';
import { productionApi } from '../api';
import { orderPage } from '../material-genealogy/graph-model';
import { useText } from '../texts';
import type { WorkplanLot } from './api';
import { LotStatusBadge } from './lot-status';
import { useLotWords } from './use-lot-words';

/** The states a lot is found in (a merged lot lives on in the lot it joined). */
const SHOWN_STATUSES = ['WAITING', 'IN_PROGRESS', 'DONE', 'SCRAPPED'] as const satisfies readonly WorkplanLotStatus[];
/** Lots have no live topic yet: the table reads them again every 15 seconds, as the operator's screen does. */
const POLL_MS = 15_000;

export default function WorkCenterTablePage() {
  const text = useText();
  const words = useLotWords();
  const listSearch = useListSearch();
  const [statuses, setStatuses] = useState<WorkplanLotStatus[]>([]);
  const [workCenterId, setWorkCenterId] = useState('');
  const centers = productionApi.useFloorWorkCentersQuery().data ?? [];
  const list = productionApi.useWorkplanLotsQuery(
    {
      search: listSearch.query,
      statuses: statuses.length ? statuses : undefined,
      workCenterId: workCenterId ? Number(workCenterId) : undefined,
      ...listSearch.window,
    },
    { pollingInterval: POLL_MS, skipPollingIfUnfocused: false },
  );

  const narrow = (set: () => void) => {
    set();
    listSearch.setPage(1);
  };

  const columns: TableColumn<WorkplanLot>[] = [
    {
      key: 'order',
      title: text('workCenter.orderLabel'),
      value: (lot) => words.order(lot),
      render: (lot) => <Link to={orderPage(lot.order.id)}>{words.order(lot)}</Link>,
      maxWidth: 240,
    },
    { key: 'customer', title: text('workCenter.customer'), value: (lot) => lot.order.customer, maxWidth: 200 },
    { key: 'part', title: text('workCenter.part'), value: (lot) => words.part(lot), maxWidth: 240 },
    { key: 'lot', title: text('workCenter.lotLabel'), value: (lot) => lot.number, align: 'right' },
    { key: 'quantity', title: text('workCenter.quantity'), value: (lot) => lot.quantity, align: 'right' },
    {
      key: 'step',
      title: text('workCenter.step'),
      value: (lot) => text('workCenter.stepWithKind', { step: words.step(lot), kind: words.kind(lot.step.kind) }),
      maxWidth: 260,
    },
    {
      key: 'workCenter',
      title: text('workCenter.center'),
      value: (lot) => lot.step.workCenter?.name ?? text('workCenter.noCenter'),
    },
    {
      key: 'status',
      title: text('workCenter.statusLabel'),
      value: (lot) => words.status(lot.status),
      render: (lot) => <LotStatusBadge status={lot.status} />,
    },
    { key: 'due', title: text('workCenter.due'), value: (lot) => words.due(lot) },
    {
      key: 'priority',
      title: text('workCenter.priority'),
      value: (lot) => lot.priority?.label,
      render: (lot) => lot.priority && <ColorChip color={lot.priority.color}>{lot.priority.label}</ColorChip>,
    },
  ];

  return (
    <ListPage
      title={text('workCenter.tableTitle')}
      search={listSearch}
      searchLabel={text('workCenter.search')}
      filters={
        <>
          <CheckboxGroup<WorkplanLotStatus>
            legend={text('workCenter.statusLabel')}
            options={SHOWN_STATUSES.map((value) => ({ value, label: words.status(value) }))}
            selected={statuses}
            onChange={(value, on) =>
              narrow(() => setStatuses((chosen) => (on ? [...chosen, value] : chosen.filter((other) => other !== value))))
            }
          />
          <SelectField
            label={text('workCenter.center')}
            placeholder={text('workCenter.any')}
            value={workCenterId}
            options={centers.map((center) => ({ value: String(center.id), label: center.name }))}
            onChange={(value) => narrow(() => setWorkCenterId(value))}
          />
        </>
      }
      filtered={statuses.length > 0 || workCenterId !== ''}
      query={list}
      rowsOf={(data) => data.rows}
      failedTitle={text('workCenter.fetchFailed')}
      columns={columns}
      rowId={(lot) => String(lot.id)}
      emptyText={text('workCenter.empty')}
      noMatchText={text('workCenter.noMatch')}
      exportName="work-center-lots"
    />
  );
}
