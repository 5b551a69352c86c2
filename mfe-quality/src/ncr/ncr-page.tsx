/**
 * /service-provider/quality-management/ncrs/:id: one NCR — its facts, description and the
 * facility's notes, evidence, a process NCR's part NCRs, the material behind it with the other
 * parts built from the same batch, the board's decisions with their signatures — then what its
 * graph lets the facility do now (decide, change, close, cancel) and its history; its export as a
 * PDF or JSON, and a CAPA opened on it.
 */
import { Link, useParams } from 'react-router-dom';
import { nextStates, PART_NCR_TRANSITIONS, PROCESS_NCR_TRANSITIONS } from 'shared/contracts';
import { useTexts } from 'shared/i18n';
import { NCR_STATUS_TONES, QUALITY_TEXTS } from 'shared/orders';
import { Button, FormFailure, Loaded, Page, PageHeader, PlainList, Section, StatusBadge, Toolbar } from 'shared/ui';
import { qualityApi, type Ncr } from '../api';
import { useOpenCapa } from '../capa/use-open-capa';
import { ncrPath, PART_NCRS_PATH, PROCESS_NCRS_PATH } from '../paths';
import { RecordExports } from '../record-exports';
import { useText } from '../texts';
import { ChangeForm } from './change-form';
import { CancelNcr, CloseNcr } from './close-or-cancel';
import { DecisionForm } from './decision-form';
import { Evidence } from './evidence';
import { NcrDecisions } from './ncr-decisions';
import { NcrFacts } from './ncr-facts';
import { NcrHistory } from './ncr-history';
import { NcrMaterial } from './ncr-material';
import { NcrTexts } from './ncr-texts';

export default function NcrPage() {
  const text = useText();
  const id = Number(useParams().id);
  const ncr = qualityApi.useNcrQuery(id, { skip: !Number.isInteger(id) });
  return (
    <Page>
      <Loaded query={ncr} failedTitle={text('ncr.fetchFailed')}>
        {(data) => <NcrRecord ncr={data} />}
      </Loaded>
    </Page>
  );
}

function NcrRecord({ ncr }: { ncr: Ncr }) {
  const text = useText();
  const quality = useTexts(QUALITY_TEXTS);
  const settings = qualityApi.useQualitySettingsQuery();
  const part = ncr.kind === 'PART';
  const moves = nextStates(part ? PART_NCR_TRANSITIONS : PROCESS_NCR_TRANSITIONS, ncr.status, 'FACILITY');
  const mayDecide = part && ncr.undecided > 0 && moves.some((to) => to === 'DISPOSITIONED' || to === 'AWAITING_CUSTOMER');
  return (
    <>
      <Link to={part ? PART_NCRS_PATH : PROCESS_NCRS_PATH}>{text(part ? 'ncr.backToPart' : 'ncr.backToProcess')}</Link>
      <PageHeader>
        <h1>{text('ncr.heading', { number: ncr.number, title: ncr.title })}</h1>
        <StatusBadge tone={NCR_STATUS_TONES[ncr.status]}>{quality(`quality.status.${ncr.status}`)}</StatusBadge>
      </PageHeader>
      <Toolbar>
        <RecordExports record="ncrs" id={ncr.id} number={ncr.number} />
        <OpenCapa ncr={ncr} />
      </Toolbar>
      <NcrFacts ncr={ncr} settings={settings.data} />
      <NcrTexts ncr={ncr} />
      <Evidence files={ncr.evidence} />
      {!part && (
        <Section title={text('ncr.partNcrs')}>
          {ncr.partNcrs.length === 0 ? (
            <p>{text('ncr.noPartNcrs')}</p>
          ) : (
            <PlainList>
              {ncr.partNcrs.map((caused) => (
                <li key={caused.id}>
                  <Link to={ncrPath(caused.id)}>{caused.number}</Link> · {quality(`quality.status.${caused.status}`)}
                </li>
              ))}
            </PlainList>
          )}
        </Section>
      )}
      <NcrMaterial ncr={ncr} />
      {part && <NcrDecisions decisions={ncr.decisions} />}
      {moves.length > 0 && (
        <Loaded query={settings} failedTitle={text('ncr.settingsFailed')}>
          {(loaded) => (
            <>
              {mayDecide && <DecisionForm ncr={ncr} settings={loaded} />}
              {ncr.status === 'OPEN' && <ChangeForm ncr={ncr} settings={loaded} />}
              {moves.includes('CLOSED') && <CloseNcr ncr={ncr} />}
              {moves.includes('CANCELLED') && <CancelNcr ncr={ncr} />}
            </>
          )}
        </Loaded>
      )}
      <NcrHistory history={ncr.history} />
    </>
  );
}

/** A corrective action on the NCR: a CAPA answering it, under its title and defect code, which then opens. */
function OpenCapa({ ncr }: { ncr: Ncr }) {
  const text = useText();
  const { open, busy, failure } = useOpenCapa();
  const raise = () =>
    open({
      type: 'CORRECTIVE',
      title: ncr.title,
      problem: ncr.description,
      ncrIds: [ncr.id],
      defectCode: ncr.defectCode,
    });
  return (
    <>
      <Button variant="secondary" size="sm" disabled={busy} onClick={() => void raise()}>
        {text('ncr.openCapa')}
      </Button>
      <FormFailure message={failure} />
    </>
  );
}
