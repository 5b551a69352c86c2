/**
 * /service-provider/material-management/genealogy: where material went and where it came from.
 * `?lot={id}` traces a supplier lot forward — the batches holding any of it with the lot's share,
 * the jobs that drew from them, the parts and orders they made, the shipments and customers that
 * received them, the NCRs on them — and gives its recall list. `?job=`, `?part=`, `?shipment=` or
 * `?ncr={id}` traces back to the batches and supplier lots behind it, with their shares. Each is
 * drawn as a graph and written as tables.
 */
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Fact, Facts, Loaded, Muted, Page, PageHeader, Section } from 'shared/ui';
import { productionApi } from '../api';
import { useText } from '../texts';
import type { BackTrace, LotTrace, TraceStart } from './api';
import { backwardGraph, forwardGraph, lotPage } from './graph-model';
import { GraphLoader } from './graph-loader';
import { RecallSection } from './recall-section';
import { BackTables, ForwardTables } from './trace-tables';
import { useGenealogyFormat } from './use-genealogy-format';
import { MaterialArea } from '../material-nav/material-nav';

const BACK_STARTS = ['job', 'part', 'shipment', 'ncr'] as const;

export default function GenealogyPage() {
  return (
    <MaterialArea>
      <GenealogyScreen />
    </MaterialArea>
  );
}

function GenealogyScreen() {
  const text = useText();
  const [params] = useSearchParams();
  const lot = Number(params.get('lot')) || undefined;
  const kind = BACK_STARTS.find((one) => Number(params.get(one)));
  const from = kind && Number(params.get(kind));
  // One object per start, so the drawing is laid out again only when the start changes.
  const start = useMemo<TraceStart | undefined>(() => (kind && from ? { kind, id: from } : undefined), [kind, from]);
  return (
    <Page>
      {lot ? (
        <LotGenealogy key={lot} id={lot} />
      ) : start ? (
        <BackGenealogy key={`${start.kind}-${start.id}`} start={start} />
      ) : (
        <>
          <PageHeader>
            <h1>{text('genealogy.title')}</h1>
          </PageHeader>
          <Muted>{text('genealogy.noStart')}</Muted>
        </>
      )}
    </Page>
  );
}

function LotGenealogy({ id }: { id: number }) {
  const text = useText();
  const found = productionApi.useLotTraceQuery(id);
  return (
    <Loaded query={found} failedTitle={text('genealogy.fetchFailed')}>
      {(trace) => <LotView trace={trace} />}
    </Loaded>
  );
}

function LotView({ trace }: { trace: LotTrace }) {
  const text = useText();
  const { words } = useGenealogyFormat();
  const graph = useMemo(() => forwardGraph(trace, words), [trace, words]);
  const heading = text('genealogy.forwardHeading', { lot: trace.lot.number });
  return (
    <>
      <PageHeader>
        <h1>{heading}</h1>
      </PageHeader>
      <Facts>
        <Fact label={text('genealogy.lot')}>
          <Link to={lotPage(trace.lot.id)}>{trace.lot.number}</Link>
        </Fact>
        <Fact label={text('genealogy.material')}>{trace.lot.material}</Fact>
        <Fact label={text('genealogy.supplier')}>{trace.lot.supplier}</Fact>
        <Fact label={text('genealogy.supplierLot')}>{trace.lot.supplierLotNumber}</Fact>
      </Facts>
      <Section title={text('genealogy.graph')}>
        <GraphLoader graph={graph} label={heading} />
      </Section>
      <RecallSection lot={trace.lot} />
      <ForwardTables trace={trace} />
    </>
  );
}

function BackGenealogy({ start }: { start: TraceStart }) {
  const text = useText();
  const found = productionApi.useBackTraceQuery(start);
  return (
    <Loaded query={found} failedTitle={text('genealogy.fetchFailed')}>
      {(trace) => <BackView trace={trace} start={start} />}
    </Loaded>
  );
}

function BackView({ trace, start }: { trace: BackTrace; start: TraceStart }) {
  const text = useText();
  const { words } = useGenealogyFormat();
  const graph = useMemo(() => backwardGraph(trace, start, words), [trace, start, words]);
  const heading = text('genealogy.backHeading', { start: words.start(start) });
  return (
    <>
      <PageHeader>
        <h1>{heading}</h1>
      </PageHeader>
      <Section title={text('genealogy.graph')}>
        <GraphLoader graph={graph} label={heading} />
      </Section>
      <BackTables trace={trace} />
    </>
  );
}
