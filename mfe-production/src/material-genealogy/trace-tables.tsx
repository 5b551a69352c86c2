/**
 * The genealogy as tables, the drawing's accessible equivalent: the batches with the lot's share
 * of each, the jobs that drew from them, the parts with their order and customer, the shipments
 * and the NCRs (forward from a lot); the lots with their share, the batches and the jobs (back).
 */
import { Link } from 'react-router-dom';
import { useTexts } from 'shared/i18n';
import { QUALITY_TEXTS } from 'shared/orders';
import { useJobText } from 'shared/jobs';
import { useText } from '../texts';
import type { BackTrace, LotTrace } from './api';
import { batchPage, customerPage, jobPage, lotPage, ncrPage, orderPage } from './graph-model';
import { TableSection } from './table-section';
import { useGenealogyFormat } from './use-genealogy-format';

type Job = LotTrace['jobs'][number];

export function ForwardTables({ trace }: { trace: LotTrace }) {
  const text = useText();
  const quality = useTexts(QUALITY_TEXTS);
  const format = useGenealogyFormat();
  const partOf = new Map(trace.parts.map((part) => [part.partId, part]));
  return (
    <>
      <TableSection
        title={text('genealogy.batches')}
        columns={[text('genealogy.batch'), text('genealogy.shareOfBatch'), text('genealogy.lotMass')]}
        empty={text('genealogy.noBatches')}
        rows={trace.batches.map((batch) => (
          <tr key={batch.id}>
            <th scope="row">
              <Link to={batchPage(batch.id)}>{batch.number}</Link>
            </th>
            <td>{format.share(batch.thousandths)}</td>
            <td>{format.mass(batch.lotMassMg)}</td>
          </tr>
        ))}
      />
      <JobsTable jobs={trace.jobs} batches={trace.batches} />
      <TableSection
        title={text('genealogy.parts')}
        columns={[text('genealogy.part'), text('genealogy.order'), text('genealogy.customer'), text('genealogy.made')]}
        empty={text('genealogy.noParts')}
        rows={trace.parts.map((part) => (
          <tr key={part.partId}>
            <th scope="row">{part.fileName}</th>
            <td>
              <Link to={orderPage(part.orderId)}>{part.orderTitle}</Link>
            </td>
            <td>
              <Link to={customerPage(part.customerId)}>{part.customerName}</Link>
            </td>
            <td>{format.count(part.made)}</td>
          </tr>
        ))}
      />
      <TableSection
        title={text('genealogy.shipments')}
        columns={[
          text('genealogy.tracking'),
          text('genealogy.customer'),
          text('genealogy.part'),
          text('genealogy.quantity'),
          text('genealogy.status'),
          text('genealogy.shippedAt'),
        ]}
        empty={text('genealogy.noShipments')}
        rows={trace.shipments.map((shipment) => (
          <tr key={shipment.id}>
            <th scope="row">
              <Link to={orderPage(shipment.orderId)}>{format.words.shipment(shipment)}</Link>
              {shipment.carrier && shipment.trackingNumber ? ` (${shipment.carrier})` : ''}
            </th>
            <td>{partOf.get(shipment.partId)?.customerName}</td>
            <td>{partOf.get(shipment.partId)?.fileName}</td>
            <td>{format.count(shipment.quantity)}</td>
            <td>{text(`genealogy.shipmentStatus.${shipment.status}`)}</td>
            <td>
              <time dateTime={shipment.shippedAt}>{format.moment(shipment.shippedAt)}</time>
            </td>
          </tr>
        ))}
      />
      <TableSection
        title={text('genealogy.ncrs')}
        columns={[
          text('genealogy.ncr'),
          text('genealogy.ncrTitle'),
          text('genealogy.kind'),
          text('genealogy.status'),
          text('genealogy.on'),
        ]}
        empty={text('genealogy.noNcrs')}
        rows={trace.ncrs.map((ncr) => (
          <tr key={ncr.id}>
            <th scope="row">
              <Link to={ncrPage(ncr.id)}>{ncr.number}</Link>
            </th>
            <td>{ncr.title}</td>
            <td>{quality(`quality.kind.${ncr.kind}`)}</td>
            <td>{quality(`quality.status.${ncr.status}`)}</td>
            <td>
              {ncr.partId !== null ? partOf.get(ncr.partId)?.fileName : trace.jobs.find((job) => job.id === ncr.jobId)?.name}
            </td>
          </tr>
        ))}
      />
    </>
  );
}

export function BackTables({ trace }: { trace: BackTrace }) {
  const text = useText();
  const format = useGenealogyFormat();
  return (
    <>
      <TableSection
        title={text('genealogy.lots')}
        columns={[
          text('genealogy.lot'),
          text('genealogy.supplier'),
          text('genealogy.supplierLot'),
          text('genealogy.shareOfPowder'),
        ]}
        empty={text('genealogy.noLots')}
        rows={trace.lots.map((lot) => (
          <tr key={lot.id}>
            <th scope="row">
              <Link to={lotPage(lot.id)}>{lot.number}</Link>
            </th>
            <td>{lot.supplier}</td>
            <td>{lot.supplierLotNumber}</td>
            <td>{format.share(lot.thousandths)}</td>
          </tr>
        ))}
      />
      <TableSection
        title={text('genealogy.batches')}
        columns={[text('genealogy.batch'), text('genealogy.drawn')]}
        empty={text('genealogy.noBatches')}
        rows={trace.batches.map((batch) => (
          <tr key={batch.id}>
            <th scope="row">
              <Link to={batchPage(batch.id)}>{batch.number}</Link>
            </th>
            <td>{format.mass(batch.drawnMg)}</td>
          </tr>
        ))}
      />
      <JobsTable jobs={trace.jobs} batches={trace.batches} />
    </>
  );
}

function JobsTable({ jobs, batches }: { jobs: Job[]; batches: { id: number; number: string }[] }) {
  const text = useText();
  const jobText = useJobText();
  const format = useGenealogyFormat();
  const numberOf = new Map(batches.map((batch) => [batch.id, batch.number]));
  return (
    <TableSection
      title={text('genealogy.jobs')}
      columns={[
        text('genealogy.job'),
        text('genealogy.status'),
        text('genealogy.machine'),
        text('genealogy.startsAt'),
        text('genealogy.batch'),
      ]}
      empty={text('genealogy.noJobs')}
      rows={jobs.map((job) => (
        <tr key={job.id}>
          <th scope="row">
            <Link to={jobPage(job.id)}>{job.name}</Link>
          </th>
          <td>{jobText(`status.${job.status}`)}</td>
          <td>{job.machine}</td>
          <td>
            <time dateTime={job.startsAt}>{format.moment(job.startsAt)}</time>
          </td>
          <td>
            {job.batchIds
              .map((id) => numberOf.get(id) ?? '')
              .filter(Boolean)
              .join(', ')}
          </td>
        </tr>
      ))}
    />
  );
}
