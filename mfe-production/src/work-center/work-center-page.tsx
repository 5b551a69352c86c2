/**
 * /service-provider/work-center: the operator's screen at a work center, made for a tablet and
 * usable from 390 px wide and from the keyboard. The operator picks the work center (kept in the
 * address, `?workCenter={id}`, so a station's tablet opens on its own), then sees its lots in
 * progress and waiting, and starts, finishes, splits and merges them. A finish whose measured
 * value was outside its limits raised a part NCR: the screen says so, with the way to it, until
 * the operator puts the notice away. Scanning a lot's traveller (or opening its link) shows that
 * lot first, at its work center.
 */
import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, Loaded, Muted, Page, PageHeader, Panel, ScanButton, SelectField } from 'shared/ui';
import { productionApi } from '../api';
import { ncrPage } from '../material-genealogy/graph-model';
import { useText } from '../texts';
import type { WorkCenter } from './api';
import { LotQueues } from './lot-queues';
import { ScannedLot } from './scanned-lot';
import { lotParam, travellerLot } from './traveller-link';

const PARAM = 'workCenter';
const LOT = 'lot';

export default function WorkCenterPage() {
  const text = useText();
  const workCenters = productionApi.useFloorWorkCentersQuery();
  return (
    <Page>
      <PageHeader>
        <h1>{text('workCenter.title')}</h1>
      </PageHeader>
      <Loaded query={workCenters} failedTitle={text('workCenter.centersFailed')}>
        {(centers) =>
          centers.length === 0 ? <Muted>{text('workCenter.noCenters')}</Muted> : <WorkCenterScreen centers={centers} />
        }
      </Loaded>
    </Page>
  );
}

function WorkCenterScreen({ centers }: { centers: WorkCenter[] }) {
  const text = useText();
  const [params, setParams] = useSearchParams();
  const [ncrId, setNcrId] = useState<number | null>(null);
  const chosen = centers.find((center) => String(center.id) === params.get(PARAM));
  const setParam = useCallback(
    (name: string, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const choose = (id: string) => setParam(PARAM, id);
  const scannedId = lotParam(params.get(LOT));
  const atWorkCenter = useCallback((id: number) => setParam(PARAM, String(id)), [setParam]);
  const finished = (raised: number | null) => {
    if (raised !== null) setNcrId(raised);
  };
  return (
    <>
      <ScanButton
        label={text('workCenter.scan')}
        onScan={(scanned) => {
          const lot = travellerLot(scanned);
          if (lot === undefined) return text('workCenter.notATraveller');
          setParam(LOT, String(lot));
          return undefined;
        }}
      />
      <SelectField
        label={text('workCenter.center')}
        placeholder={text('workCenter.chooseCenter')}
        value={chosen ? String(chosen.id) : ''}
        options={centers.map((center) => ({ value: String(center.id), label: center.name }))}
        onChange={choose}
      />
      {ncrId !== null && (
        <Panel tone="warning" title={text('workCenter.ncrRaised', { id: String(ncrId) })}>
          <p>{text('workCenter.ncrRaisedText')}</p>
          <p>
            <Link to={ncrPage(ncrId)}>{text('workCenter.openNcr', { id: String(ncrId) })}</Link>{' '}
            <Button variant="secondary" size="sm" onClick={() => setNcrId(null)}>
              {text('workCenter.dismiss')}
            </Button>
          </p>
        </Panel>
      )}
      {scannedId !== undefined && (
        <ScannedLot key={scannedId} lotId={scannedId} onWorkCenter={atWorkCenter} onFinished={finished} />
      )}
      {chosen ? (
        <LotQueues key={chosen.id} workCenterId={chosen.id} onFinished={finished} />
      ) : (
        <Muted>{text('workCenter.chooseFirst')}</Muted>
      )}
    </>
  );
}
