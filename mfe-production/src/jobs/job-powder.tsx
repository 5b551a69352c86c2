/**
 * The powder of a job, under its form: the batches it drew from once it ended; before it starts,
 * the batch its machine holds, each rule that batch breaks for it (the job cannot start on it then,
 * unless a quality manager signs an override), and the top-up the build will call for; and the
 * signed overrides kept on the job. Nothing where the facility does not manage its material.
 */
import { errorMessage, type ApiFailure } from 'shared/api';
import type { Job, JobStatus } from 'shared/contracts';
import { Fact, Facts, Muted, Panel, PlainList, Section } from 'shared/ui';
import { productionApi } from '../api';
import { useText } from '../texts';
import type { JobPowder } from './api';
import { KeptOverrides } from './job-powder-overrides';
import { OverrideStart } from './job-powder-override';
import { TopUp } from './job-powder-top-up';
import { BatchLink, RuleList } from './powder-rules';
import { usePowderFormat } from './use-powder-format';

const NOT_STARTED: readonly JobStatus[] = ['QUEUED', 'WAITING'];
const ENDED: readonly JobStatus[] = ['COMPLETED', 'FAILED'];
const RUNNING: readonly JobStatus[] = ['IN_PROGRESS', 'PAUSED'];

export function JobPowderSection({ job }: { job: Job }) {
  const text = useText();
  const found = productionApi.useJobPowderQuery(job.id);
  if (found.isError) {
    // Material management is off for the facility (or not the user's): the job has no powder to show.
    if ((found.error as ApiFailure | undefined)?.status === 403) return null;
    return (
      <Section title={text('jobPowder.title')}>
        <Panel title={text('jobPowder.fetchFailed')} tone="danger">
          <Muted>{errorMessage(found.error)}</Muted>
        </Panel>
      </Section>
    );
  }
  const powder = found.data;
  if (!powder) return null;
  const nothing = !powder.loaded && powder.drawn.length === 0 && powder.overrides.length === 0;
  // A post-processing machine holds no powder, and a cancelled (or merged) job drew none: nothing to say.
  const said = [...NOT_STARTED, ...RUNNING, ...ENDED].includes(job.jobStatus);
  if (nothing && (job.equipmentType !== 'THREED_PRINTER' || !said)) return null;
  return (
    <Section title={text('jobPowder.title')}>
      {NOT_STARTED.includes(job.jobStatus) ? (
        <BeforeStart job={job} powder={powder} />
      ) : (
        <Drawn status={job.jobStatus} powder={powder} />
      )}
      {powder.overrides.length > 0 && <KeptOverrides overrides={powder.overrides} />}
    </Section>
  );
}

/** What the job took from the batches, as it ended; while it runs, when it will. */
function Drawn({ status, powder }: { status: JobStatus; powder: JobPowder }) {
  const text = useText();
  const format = usePowderFormat();
  if (powder.drawn.length > 0)
    return (
      <Facts>
        <Fact label={text('jobPowder.drawn')}>
          <PlainList>
            {powder.drawn.map(({ batch, massMg }) => (
              <li key={batch.id}>
                <BatchLink batch={batch} /> · {format.mass(massMg)}
              </li>
            ))}
          </PlainList>
        </Fact>
      </Facts>
    );
  if (ENDED.includes(status)) return <Muted>{text('jobPowder.drewNone')}</Muted>;
  if (RUNNING.includes(status)) return <Muted>{text('jobPowder.drawsWhenEnded')}</Muted>;
  return null;
}

/** The batch the job would start on, whether it may, the top-up it calls for, and the override that lets it start. */
function BeforeStart({ job, powder }: { job: Job; powder: JobPowder }) {
  const text = useText();
  const loaded = powder.loaded;
  if (!loaded) return <Muted>{text('jobPowder.notTracked')}</Muted>;
  // The start gate lets the job start on the batch an override was signed for.
  const overridden = powder.overrides.some((override) => override.batch.id === loaded.id);
  const broken = powder.brokenRules.length > 0;
  return (
    <>
      <Facts>
        <Fact label={text('jobPowder.loaded')}>
          <BatchLink batch={loaded} />
        </Fact>
      </Facts>
      {broken ? (
        <Panel
          tone={overridden ? 'info' : 'warning'}
          title={text(overridden ? 'jobPowder.overridden' : 'jobPowder.breaksRules', { number: loaded.number })}
        >
          <RuleList rules={powder.brokenRules} />
        </Panel>
      ) : (
        <Muted>{text('jobPowder.keepsRules', { number: loaded.number })}</Muted>
      )}
      {powder.topUp && <TopUp topUp={powder.topUp} />}
      {broken && !overridden && (
        <OverrideStart jobId={job.id} batch={loaded} rules={powder.brokenRules} meanings={powder.signatureMeanings} />
      )}
    </>
  );
}
