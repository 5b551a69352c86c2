/**
 * One material's stock in one facility: on hand (released lots, batches in storage, on machines),
 * quarantined, reserved by queued jobs, available and the reorder point, each place it is kept,
 * the reorder point to change (the caller's own facility, for its editors) and the history of
 * its movements.
 */
import { useId } from 'react';
import { useHasPermission } from 'shared/auth';
import { Button, ChevronLeftIcon, Fact, Facts, Loaded, Muted, Page, PageHeader, PlainTable, Section, Toolbar } from 'shared/ui';
import { productionApi } from '../api';
import { useText } from '../texts';
import type { Stock } from './api';
import { ReorderPointForm } from './reorder-point-form';
import { StockMovements } from './stock-movements';
import { StockStateBadge } from './stock-state';
import { useStockFormat } from './use-stock-format';

interface StockRecordProps {
  materialId: number;
  /** Another facility of the enterprise; the caller's own when not given. */
  facilityId?: number;
  onBack: () => void;
}

export function StockRecord({ materialId, facilityId, onBack }: StockRecordProps) {
  const text = useText();
  const found = productionApi.useStocksQuery({
    materialId,
    facilityId,
    getFromAllFacilities: facilityId === undefined ? undefined : true,
    offset: 0,
    limit: 1,
  });
  return (
    <Page>
      <Toolbar>
        <Button variant="secondary" onClick={onBack}>
          <ChevronLeftIcon size="1em" /> {text('stocks.back')}
        </Button>
      </Toolbar>
      <Loaded query={found} failedTitle={text('stocks.fetchOneFailed')}>
        {(data) =>
          data.rows[0] ? (
            <StockView stock={data.rows[0]} own={data.rows[0].facility.id === data.facilityId} />
          ) : (
            <Muted>{text('stocks.notKept')}</Muted>
          )
        }
      </Loaded>
    </Page>
  );
}

function StockView({ stock, own }: { stock: Stock; own: boolean }) {
  const text = useText();
  const format = useStockFormat();
  // Only hides the form: the server enforces the permission.
  const canEdit = useHasPermission('MATERIAL_MANAGEMENT_EDITOR') && own;
  return (
    <>
      <PageHeader>
        <h1>{stock.material.name}</h1>
        <StockStateBadge stock={stock} />
      </PageHeader>
      <Facts>
        <Fact label={text('stocks.facility')}>{stock.facility.name}</Fact>
        <Fact label={text('stocks.onHand')}>{format.mass(stock.onHandMg)}</Fact>
        <Fact label={text('stocks.lots')}>{format.mass(stock.lotsMg)}</Fact>
        <Fact label={text('stocks.batches')}>{format.mass(stock.batchesMg)}</Fact>
        <Fact label={text('stocks.onMachines')}>{format.mass(stock.onMachinesMg)}</Fact>
        <Fact label={text('stocks.quarantined')}>{format.mass(stock.quarantinedMg)}</Fact>
        <Fact label={text('stocks.reserved')}>
          {format.mass(stock.reservedMg)}
          {stock.unweighedJobs > 0 && <Muted>{text('stocks.unweighedJobs', { count: format.count(stock.unweighedJobs) })}</Muted>}
        </Fact>
        <Fact label={text('stocks.available')}>{format.mass(stock.availableMg)}</Fact>
        <Fact label={text('stocks.reorderPoint')}>
          {stock.reorderPointMg === null ? text('stocks.noReorderPoint') : format.mass(stock.reorderPointMg)}
        </Fact>
      </Facts>
      <Locations stock={stock} />
      {canEdit && <ReorderPointForm stock={stock} />}
      <StockMovements stock={stock} />
    </>
  );
}

/** Each place the material is kept, with what is there of it. */
function Locations({ stock }: { stock: Stock }) {
  const text = useText();
  const format = useStockFormat();
  const headingId = useId();
  const columns = [
    text('stocks.place'),
    text('stocks.lots'),
    text('stocks.batches'),
    text('stocks.onMachine'),
    text('stocks.quarantined'),
  ];
  return (
    <Section title={text('stocks.byLocation')} headingId={headingId}>
      {stock.locations.length === 0 ? (
        <Muted>{text('stocks.nowhere')}</Muted>
      ) : (
        <PlainTable labelledBy={headingId} columns={columns}>
          {stock.locations.map((line) => (
            <tr key={`${line.location}-${line.machine?.id ?? ''}`}>
              <th scope="row">
                {line.machine
                  ? text('stocks.onMachineNamed', { machine: line.machine.name })
                  : line.location || text('stocks.noLocation')}
              </th>
              <td>{format.mass(line.lotsMg)}</td>
              <td>{format.mass(line.batchesMg)}</td>
              <td>{format.mass(line.onMachineMg)}</td>
              <td>{format.mass(line.quarantinedMg)}</td>
            </tr>
          ))}
        </PlainTable>
      )}
    </Section>
  );
}
