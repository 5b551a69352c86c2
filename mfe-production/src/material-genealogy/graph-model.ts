/**
 * The genealogy as boxes and arrows, before any layout: each box a record with the address of its
 * page, each arrow material or work passing from one record to the next. Forward from a lot:
 * lot → batches → jobs → parts → shipments and customers, NCRs hanging off their part or job.
 * Backward: lots → the powder drawn → batches → jobs → where the trace started. A back trace does
 * not say which lot went into which batch, only each lot's share of all the powder drawn, so the
 * lots meet the batches in one box rather than in arrows that would claim more than is known.
 */
import type { BackTrace, LotTrace, TraceStart } from './api';

export type GraphKind = 'lot' | 'batch' | 'job' | 'part' | 'shipment' | 'customer' | 'ncr' | 'powder' | 'start';

export interface GraphNode {
  id: string;
  kind: GraphKind;
  label: string;
  detail: string;
  /** The record's page, where it has one. */
  to?: string;
}

interface GraphEdge {
  id: string;
  source: string;
  target: string;
  label?: string;
}

export interface Graph {
  nodes: GraphNode[];
  edges: GraphEdge[];
}

/** How the model words what it shows, in the reader's language. */
export interface GraphWords {
  share: (thousandths: number) => string;
  mass: (milligrams: number) => string;
  jobStatus: (status: LotTrace['jobs'][number]['status']) => string;
  ncrStatus: (status: LotTrace['ncrs'][number]['status']) => string;
  shipment: (shipment: LotTrace['shipments'][number]) => string;
  shipmentStatus: (status: LotTrace['shipments'][number]['status']) => string;
  pieces: (count: number) => string;
  powder: string;
  start: (start: TraceStart) => string;
}

const MATERIAL = '/service-provider/material-management';
export const lotPage = (id: number) => `${MATERIAL}/lots?lot=${id}`;
export const batchPage = (id: number) => `${MATERIAL}/batches?batch=${id}`;
export const jobPage = (id: number) => `/service-provider/schedules/${id}`;
export const orderPage = (id: number) => `/service-provider/part-orders/${id}`;
export const customerPage = (id: number) => `/service-provider/customers/${id}`;
export const ncrPage = (id: number) => `/service-provider/quality-management/ncrs/${id}`;

const edge = (source: string, target: string, label?: string): GraphEdge => ({
  id: `${source}>${target}`,
  source,
  target,
  label,
});

export function forwardGraph(trace: LotTrace, words: GraphWords): Graph {
  const lot = `lot-${trace.lot.id}`;
  const nodes: GraphNode[] = [
    { id: lot, kind: 'lot', label: trace.lot.number, detail: trace.lot.material, to: lotPage(trace.lot.id) },
  ];
  const edges: GraphEdge[] = [];
  for (const batch of trace.batches) {
    nodes.push({
      id: `batch-${batch.id}`,
      kind: 'batch',
      label: batch.number,
      detail: words.share(batch.thousandths),
      to: batchPage(batch.id),
    });
    edges.push(edge(lot, `batch-${batch.id}`, words.share(batch.thousandths)));
  }
  for (const job of trace.jobs) {
    nodes.push({ id: `job-${job.id}`, kind: 'job', label: job.name, detail: words.jobStatus(job.status), to: jobPage(job.id) });
    job.batchIds.forEach((batch) => edges.push(edge(`batch-${batch}`, `job-${job.id}`)));
  }
  const customers = new Set<number>();
  for (const part of trace.parts) {
    const id = `part-${part.partId}`;
    nodes.push({ id, kind: 'part', label: part.fileName, detail: part.orderTitle, to: orderPage(part.orderId) });
    part.jobIds.forEach((job) => edges.push(edge(`job-${job}`, id, words.pieces(part.made))));
    if (!customers.has(part.customerId)) {
      customers.add(part.customerId);
      nodes.push({
        id: `customer-${part.customerId}`,
        kind: 'customer',
        label: part.customerName,
        detail: '',
        to: customerPage(part.customerId),
      });
    }
    edges.push(edge(id, `customer-${part.customerId}`));
  }
  for (const shipment of trace.shipments) {
    const id = `shipment-${shipment.id}`;
    nodes.push({
      id,
      kind: 'shipment',
      label: words.shipment(shipment),
      detail: words.shipmentStatus(shipment.status),
      to: orderPage(shipment.orderId),
    });
    edges.push(edge(`part-${shipment.partId}`, id, words.pieces(shipment.quantity)));
  }
  for (const ncr of trace.ncrs) {
    const id = `ncr-${ncr.id}`;
    nodes.push({ id, kind: 'ncr', label: ncr.number, detail: words.ncrStatus(ncr.status), to: ncrPage(ncr.id) });
    if (ncr.partId !== null) edges.push(edge(`part-${ncr.partId}`, id));
    else if (ncr.jobId !== null) edges.push(edge(`job-${ncr.jobId}`, id));
  }
  return onlyBetween(nodes, edges);
}

export function backwardGraph(trace: BackTrace, start: TraceStart, words: GraphWords): Graph {
  const nodes: GraphNode[] = [{ id: 'powder', kind: 'powder', label: words.powder, detail: '' }];
  const edges: GraphEdge[] = [];
  for (const lot of trace.lots) {
    nodes.push({ id: `lot-${lot.id}`, kind: 'lot', label: lot.number, detail: lot.supplier, to: lotPage(lot.id) });
    edges.push(edge(`lot-${lot.id}`, 'powder', words.share(lot.thousandths)));
  }
  for (const batch of trace.batches) {
    nodes.push({
      id: `batch-${batch.id}`,
      kind: 'batch',
      label: batch.number,
      detail: words.mass(batch.drawnMg),
      to: batchPage(batch.id),
    });
    edges.push(edge('powder', `batch-${batch.id}`));
  }
  // A trace from a job ends at that job; from anything else, at a box of its own after the jobs.
  const end = start.kind === 'job' ? undefined : 'start';
  if (end)
    nodes.push({
      id: end,
      kind: 'start',
      label: words.start(start),
      detail: '',
      to: start.kind === 'ncr' ? ncrPage(start.id) : undefined,
    });
  for (const job of trace.jobs) {
    nodes.push({ id: `job-${job.id}`, kind: 'job', label: job.name, detail: words.jobStatus(job.status), to: jobPage(job.id) });
    job.batchIds.forEach((batch) => edges.push(edge(`batch-${batch}`, `job-${job.id}`)));
    if (end) edges.push(edge(`job-${job.id}`, end));
  }
  return onlyBetween(nodes, edges);
}

/** Arrows whose both ends are drawn, each once (a job drawing twice from a batch is one arrow). */
function onlyBetween(nodes: GraphNode[], edges: GraphEdge[]): Graph {
  const ids = new Set(nodes.map((node) => node.id));
  const seen = new Set<string>();
  const kept = edges.filter((one) => {
    if (!ids.has(one.source) || !ids.has(one.target) || seen.has(one.id)) return false;
    seen.add(one.id);
    return true;
  });
  return { nodes, edges: kept };
}
