/**
 * /service-provider/quality-management/capa/:id: one CAPA — its facts and the NCRs it answers, the
 * problem and its containment, the root cause in its method's form, the actions, then what its
 * graph lets the facility do now (start the actions, verify them, record the check, close it
 * signed, cancel it), the closure's signatures and the history; its export as a PDF, JSON or its
 * 8D report.
 */
import { Link, useParams } from 'react-router-dom';
import { CAPA_TRANSITIONS, nextStates } from 'shared/contracts';
import { Loaded, Page, PageHeader, StatusBadge } from 'shared/ui';
import { qualityApi, type Capa } from '../api';
import { CAPA_STATUS_TONES } from '../capa-tones';
import { CAPAS_PATH } from '../paths';
import { RecordExports } from '../record-exports';
import { useText } from '../texts';
import { CapaActions } from './capa-actions';
import { CapaFacts } from './capa-facts';
import { CapaHistory } from './capa-history';
import { CapaMoves } from './capa-moves';
import { CapaSignatures } from './capa-signatures';
import { ProblemSection } from './problem-section';
import { RootCauseSection } from './root-cause/root-cause-section';

export default function CapaPage() {
  const text = useText();
  const id = Number(useParams().id);
  const capa = qualityApi.useCapaQuery(id, { skip: !Number.isInteger(id) });
  return (
    <Page>
      <Loaded query={capa} failedTitle={text('capa.fetchFailed')}>
        {(data) => <CapaRecord capa={data} />}
      </Loaded>
    </Page>
  );
}

function CapaRecord({ capa }: { capa: Capa }) {
  const text = useText();
  const settings = qualityApi.useQualitySettingsQuery();
  // A CAPA that has ended (closed or cancelled) has no move left, and nothing of it changes.
  const moves = nextStates(CAPA_TRANSITIONS, capa.status, 'FACILITY');
  return (
    <>
      <Link to={CAPAS_PATH}>{text('capa.back')}</Link>
      <PageHeader>
        <h1>{text('capa.heading', { number: capa.number, title: capa.title })}</h1>
        <StatusBadge tone={CAPA_STATUS_TONES[capa.status]}>{text(`capas.status.${capa.status}`)}</StatusBadge>
      </PageHeader>
      <RecordExports record="capas" id={capa.id} number={capa.number} eightD={capa.rootCause?.method === 'EIGHT_D'} />
      <CapaFacts capa={capa} settings={settings.data} />
      <ProblemSection capa={capa} open={moves.length > 0} />
      <RootCauseSection capa={capa} open={moves.length > 0} />
      <CapaActions capa={capa} />
      {moves.length > 0 && <CapaMoves capa={capa} moves={moves} />}
      <CapaSignatures signatures={capa.signatures} />
      <CapaHistory capa={capa} />
    </>
  );
}
