/**
 * /grabcad/grabcad-select-parts, in the desktop tool's window: the facility's parts with pieces
 * left to schedule (never an export-controlled one: the tool is outside the ITAR boundary), 15
 * orders a page, filtered by the order's status (awarded at first), material, machine, process
 * and customer, or searched; the planner puts parts with their quantities together and sends
 * them to the tool's tray, which downloads each by a short-lived link.
 */
import { useEffect, useState } from 'react';
import { errorMessage, partSearchApi, referenceApi } from 'shared/api';
import { SCHEDULING_LIMITS } from 'shared/contracts';
import { DesktopToolStatusPanel } from 'shared/desktop';
import { PartsByOrder } from 'shared/order-lists';
import { Loading, Muted, Page, PageHeader, Pager, Panel, useDebounced } from 'shared/ui';
import { useTool } from '../api';
import { useText } from '../texts';
import { FIRST_FILTERS, PartFilters, type PartFilterValues } from './part-filters';
import { PartRow } from './part-row';
import type { TrayLine } from './tray-lines';
import { TrayPanel } from './tray-panel';

const PAGE_SIZE = SCHEDULING_LIMITS.traySearchPageSize;

export default function SelectPartsPage() {
  const text = useText();
  const tool = useTool();
  const [filters, setFilters] = useState<PartFilterValues>(FIRST_FILTERS);
  const [page, setPage] = useState(0);
  const [lines, setLines] = useState<TrayLine[]>([]);
  const typed = useDebounced(filters.search.trim(), SCHEDULING_LIMITS.searchDebounceMs);
  const searchString = typed.length >= SCHEDULING_LIMITS.searchMinLength ? typed : '';
  const { status, materialId, equipmentId, processId, customerId } = filters;
  useEffect(() => setPage(0), [status, materialId, equipmentId, processId, customerId, searchString]);
  const only = (filterType: 'SPECIFIC_MATERIAL' | 'AM_PROCESS' | 'CUSTOMER', id: number | undefined) =>
    id === undefined ? [] : [{ filterType, values: [id] }];
  const { data, isFetching, error } = partSearchApi.useSearchOrdersQuery({
    page,
    size: PAGE_SIZE,
    equipmentId,
    excludeItar: true,
    body: {
      searchString,
      searchFilters: [
        { filterType: 'ORDER_STATUS', values: [status] },
        ...only('SPECIFIC_MATERIAL', materialId),
        ...only('AM_PROCESS', processId),
        ...only('CUSTOMER', customerId),
      ],
    },
  });
  const machines = referenceApi.useEquipmentsQuery({ allFacilities: false }).data ?? [];
  const machine = machines.find((equipment) => equipment.id === equipmentId)?.displayName;
  const orders = (data?.rfqDTOs ?? []).filter((order) => order.rfqFileDTOs.length > 0);
  const total = data?.totalCount ?? 0;

  return (
    <Page>
      <PageHeader>
        <h1>{text('select.title')}</h1>
      </PageHeader>
      <Muted>{text('select.intro')}</Muted>
      {tool.status !== 'connected' && <DesktopToolStatusPanel status={tool.status} detail={tool.detail} />}
      <PartFilters values={filters} customers={data?.customers ?? []} onChange={setFilters} />
      {error ? (
        <Panel title={text('select.fetchFailed')} tone="danger">
          {errorMessage(error)}
        </Panel>
      ) : isFetching && !data ? (
        <Loading />
      ) : orders.length === 0 ? (
        <Muted>{text('select.none')}</Muted>
      ) : (
        <PartsByOrder orders={orders} busy={isFetching}>
          {(order, file) => (
            <PartRow
              file={file}
              machine={machine}
              added={lines.some((line) => line.rfqFileId === file.id)}
              onAdd={(quantity) =>
                setLines((held) => [
                  ...held,
                  { rfqFileId: file.id, orderId: order.id, fileName: file.originalFileDTO.fileName, quantity },
                ])
              }
            />
          )}
        </PartsByOrder>
      )}
      {total > 0 && (
        <Pager
          page={page + 1}
          pageCount={Math.ceil(total / PAGE_SIZE)}
          pageSize={PAGE_SIZE}
          total={{ totalCount: total }}
          onChange={(next) => setPage(next - 1)}
        />
      )}
      <TrayPanel
        lines={lines}
        tool={tool}
        onRemove={(rfqFileId) => setLines((held) => held.filter((line) => line.rfqFileId !== rfqFileId))}
        onSent={() => setLines([])}
      />
    </Page>
  );
}
