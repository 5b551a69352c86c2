/**
 * The material behind an NCR: the supplier lots with each one's share of the powder its jobs drew,
 * the batches they drew from with the mass taken, a link to the whole trace, and the other parts
 * built from the same batch — candidates for the same NCR, each of which can be raised one from
 * here. Nothing where the facility does not manage its material.
 */
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ApiFailure } from 'shared/api';
import { Button, formatMass, Loaded, Muted, PlainTable, Section } from 'shared/ui';
import { qualityApi, type BackTrace, type Ncr, type SharedBatchParts } from '../api';
import { orderPath } from '../paths';
import { useText } from '../texts';
import { RaiseForSharedPart } from './raise-for-shared-part';

// The pages of material management (mfe-production) this section links to.
const MATERIAL_PATH = '/service-provider/material-management';
const lotPath = (id: number) => `${MATERIAL_PATH}/genealogy?lot=${id}`;
const batchPath = (id: number) => `${MATERIAL_PATH}/batches?batch=${id}`;
const tracePath = (ncrId: number) => `${MATERIAL_PATH}/genealogy?ncr=${ncrId}`;

const refused = (error: unknown) => (error as ApiFailure | undefined)?.status === 403;

export function NcrMaterial({ ncr }: { ncr: Ncr }) {
  const text = useText();
  const trace = qualityApi.useNcrMaterialQuery(ncr.id);
  const shared = qualityApi.useNcrSharedBatchPartsQuery(ncr.id);
  const [raising, setRaising] = useState<SharedBatchParts[number]>();
  // Material management is off for the facility (or not the user's): the NCR has no material to show.
  if (refused(trace.error) || refused(shared.error)) return null;
  // Until the trace is in, the section may yet turn out to be refused: it is not drawn at all meanwhile.
  if (trace.isLoading) return null;
  return (
    <Section title={text('ncrMaterial.title')}>
      <Loaded query={trace} failedTitle={text('ncrMaterial.traceFailed')}>
        {(found) => <Behind trace={found} />}
      </Loaded>
      <p>
        <Link to={tracePath(ncr.id)}>{text('ncrMaterial.trace')}</Link>
      </p>
      <Loaded query={shared} failedTitle={text('ncrMaterial.sharedFailed')}>
        {(parts) => <SharedBatch parts={parts} onRaise={setRaising} />}
      </Loaded>
      {raising && <RaiseForSharedPart key={raising.partId} ncr={ncr} part={raising} onCancel={() => setRaising(undefined)} />}
    </Section>
  );
}

/** A table under its own h3 heading, or what stands in for it when it has no rows. */
function Table({ title, columns, empty, rows }: { title: string; columns: string[]; empty: string; rows: ReactNode[] }) {
  const headingId = useId();
  return (
    <>
      <h3 id={headingId}>{title}</h3>
      {rows.length === 0 ? (
        <Muted>{empty}</Muted>
      ) : (
        <PlainTable labelledBy={headingId} columns={columns}>
          {rows}
        </PlainTable>
      )}
    </>
  );
}

/** The supplier lots with their shares, and the batches the NCR's jobs drew from with the mass each gave. */
function Behind({ trace }: { trace: BackTrace }) {
  const text = useText();
  const intl = useIntl();
  // Thousandths of a percent: 100000 is the whole of the powder drawn.
  const share = (thousandths: number) => intl.formatNumber(thousandths / 100_000, { style: 'percent', maximumFractionDigits: 3 });
  return (
    <>
      <Table
        title={text('ncrMaterial.lots')}
        columns={[
          text('ncrMaterial.lot'),
          text('ncrMaterial.supplier'),
          text('ncrMaterial.supplierLot'),
          text('ncrMaterial.share'),
        ]}
        empty={text('ncrMaterial.noLots')}
        rows={trace.lots.map((lot) => (
          <tr key={lot.id}>
            <th scope="row">
              <Link to={lotPath(lot.id)}>{lot.number}</Link>
            </th>
            <td>{lot.supplier}</td>
            <td>{lot.supplierLotNumber}</td>
            <td>{share(lot.thousandths)}</td>
          </tr>
        ))}
      />
      <Table
        title={text('ncrMaterial.batches')}
        columns={[text('ncrMaterial.batch'), text('ncrMaterial.drawn')]}
        empty={text('ncrMaterial.noBatches')}
        rows={trace.batches.map((batch) => (
          <tr key={batch.id}>
            <th scope="row">
              <Link to={batchPath(batch.id)}>{batch.number}</Link>
            </th>
            <td>{formatMass(intl, batch.drawnMg)}</td>
          </tr>
        ))}
      />
    </>
  );
}

/**
 * The other parts built from a batch behind the NCR, with their order, customer, pieces and the
 * batches they share, each with the button that raises an NCR for it.
 */
function SharedBatch({ parts, onRaise }: { parts: SharedBatchParts; onRaise: (part: SharedBatchParts[number]) => void }) {
  const text = useText();
  const intl = useIntl();
  return (
    <Table
      title={text('ncrMaterial.shared')}
      columns={[
        text('ncrMaterial.part'),
        text('ncrMaterial.order'),
        text('ncrMaterial.customer'),
        text('ncrMaterial.made'),
        text('ncrMaterial.sharedBatches'),
        text('ncrMaterial.next'),
      ]}
      empty={text('ncrMaterial.noShared')}
      rows={parts.map((part) => (
        <tr key={part.partId}>
          <th scope="row">{part.fileName}</th>
          <td>
            <Link to={orderPath(part.orderId)}>{text('ncr.orderLink', { id: part.orderId, title: part.orderTitle })}</Link>
          </td>
          <td>{part.customerName}</td>
          <td>{intl.formatNumber(part.made)}</td>
          <td>
            {part.batches.map((batch, index) => (
              <span key={batch.id}>
                {index > 0 && ', '}
                <Link to={batchPath(batch.id)}>{batch.number}</Link>
              </span>
            ))}
          </td>
          <td>
            <Button
              variant="secondary"
              aria-label={text('ncrMaterial.raiseFor', { part: part.fileName })}
              onClick={() => onRaise(part)}
            >
              {text('ncrMaterial.raise')}
            </Button>
          </td>
        </tr>
      ))}
    />
  );
}
