/**
 * Parts from the facility's orders for the job form: order status filter
 * defaulting to AWARDED, search debounced 300 ms, 15 orders a page, only parts left to
 * schedule, export-controlled (ITAR) parts only for an ITAR-cleared job, and a part the job's
 * machine cannot hold shown with its size, not to be added.
 */
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage, partSearchApi } from 'shared/api';
import { ORDER_STATUS_FILTERS, SCHEDULING_LIMITS, type JobType, type OrderStatusFilter } from 'shared/contracts';
import {
  Button,
  Card,
  Loading,
  Muted,
  Pager,
  Panel,
  SearchField,
  SelectField,
  StatusBadge,
  Toolbar,
  useDebounced,
} from 'shared/ui';
import { useTexts } from 'shared/i18n';
import { PartsByOrder } from 'shared/order-lists';
import { ORDER_STATUS_TEXTS } from 'shared/orders';
import { partLineOf, type PartLine } from './job-form-values.js';
import { useJobText } from './texts.js';

export interface PartSelectorProps {
  itar: boolean;
  /** The job's type: a post-processing job offers what is left to post-process. */
  jobType: JobType;
  /** The job's machine: a part it cannot hold says so and cannot be added. */
  equipment: { id: number; displayName: string } | undefined;
  /** What the job's machine prints and the job's material: a printing job offers only the parts it can make. */
  processId: number | undefined;
  materialId: number | undefined;
  /** Files already on the job. */
  chosen: number[];
  onAdd: (part: PartLine) => void;
  onClose: () => void;
}

export function PartSelector({ itar, jobType, equipment, processId, materialId, chosen, onAdd, onClose }: PartSelectorProps) {
  const text = useJobText();
  const intl = useIntl();
  const size = (edges: number[]) => edges.map((edge) => intl.formatNumber(edge, { maximumFractionDigits: 1 })).join(' × ');
  const statusText = useTexts(ORDER_STATUS_TEXTS);
  const [status, setStatus] = useState<OrderStatusFilter>('AWARDED');
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(0);
  const search = useDebounced(typed.trim(), SCHEDULING_LIMITS.searchDebounceMs);
  const searchString = search.length >= SCHEDULING_LIMITS.searchMinLength ? search : '';
  useEffect(() => setPage(0), [status, searchString]);
  const { data, isFetching, error } = partSearchApi.useSearchOrdersQuery({
    page,
    size: SCHEDULING_LIMITS.traySearchPageSize,
    jobType,
    equipmentId: equipment?.id,
    body: {
      searchString,
      searchFilters: [
        { filterType: 'ORDER_STATUS', values: [status] },
        ...(processId === undefined ? [] : [{ filterType: 'AM_PROCESS' as const, values: [processId] }]),
        ...(materialId === undefined ? [] : [{ filterType: 'SPECIFIC_MATERIAL' as const, values: [materialId] }]),
      ],
    },
  });

  const orders = (data?.rfqDTOs ?? [])
    .map((order) => ({ ...order, files: order.rfqFileDTOs.filter((file) => file.notScheduled > 0 && (itar || !file.itar)) }))
    .filter((order) => order.files.length > 0);
  const pageCount = Math.ceil((data?.totalCount ?? 0) / SCHEDULING_LIMITS.traySearchPageSize);

  return (
    <Card aria-label={text('parts.title')}>
      <h3>{text('parts.title')}</h3>
      <Toolbar>
        <SelectField
          label={text('parts.orderStatus')}
          value={status}
          options={ORDER_STATUS_FILTERS.map((value) => ({
            value,
            label: value === 'AWARDED' ? text('parts.awarded') : statusText(`orders.status.${value}`),
          }))}
          onChange={(value) => setStatus(value as OrderStatusFilter)}
        />
        <SearchField label={text('parts.search')} value={typed} onSearch={setTyped} />
        <Button variant="secondary" size="sm" onClick={onClose}>
          {text('parts.close')}
        </Button>
      </Toolbar>
      {!itar && <Muted>{text('parts.itarHidden')}</Muted>}
      {error ? (
        <Panel title={text('parts.fetchFailed')} tone="danger">
          {errorMessage(error)}
        </Panel>
      ) : isFetching && !data ? (
        <Loading />
      ) : orders.length === 0 ? (
        <Muted>{text('parts.none')}</Muted>
      ) : (
        <PartsByOrder orders={orders} busy={isFetching}>
          {(order, file) => {
            const added = chosen.includes(file.id);
            // Whether the machine holds the part is the server's answer: saving the job checks the same rule.
            const misfit =
              equipment && file.fitsEquipment === false
                ? text('parts.doesNotFit', { machine: equipment.displayName, size: size(file.sizeMm ?? []) })
                : undefined;
            return (
              <li>
                <span>
                  {file.originalFileDTO.fileName}
                  {file.itar && ' (ITAR)'} — {text('parts.notScheduled', { count: file.notScheduled })}
                </span>
                {misfit && <StatusBadge tone="warning">{misfit}</StatusBadge>}
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={added || misfit !== undefined}
                  aria-label={`${text(added ? 'parts.added' : 'parts.add')} ${file.originalFileDTO.fileName}`}
                  onClick={() => onAdd(partLineOf(order, file))}
                >
                  {text(added ? 'parts.added' : 'parts.add')}
                </Button>
              </li>
            );
          }}
        </PartsByOrder>
      )}
      {pageCount > 1 && <Pager page={page + 1} pageCount={pageCount} onChange={(next) => setPage(next - 1)} />}
    </Card>
  );
}
