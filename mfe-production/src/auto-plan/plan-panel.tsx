/**
 * The auto-scheduler on the scheduler: Plan (with how long it may search), the search followed
 * while it runs (read again as the live events tell of it), and the proposal it answers, which
 * moves nothing until the planner applies it; the parts on no job are planned too where the
 * planner asks. A repair around a downtime, or of the pieces to make again, answers the same way.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useServerCall } from 'shared/api';
import { DEFAULT_PLAN_SECONDS, MAX_PLAN_SECONDS } from 'shared/contracts';
import { Button, ButtonLink, CheckboxGroup, FormFailure, Muted, NumberInput, Section, Toolbar } from 'shared/ui';
import { productionApi } from '../api';
import { useText } from '../texts';
import type { PlanProgress, PlanRequest } from './api';
import { ProposalView } from './proposal-view';
import { Remakes } from './remakes';
import { RepairForm } from './repair-form';
import { usePlanFormat } from './use-plan-format';

export interface PlanPanelProps {
  /** The proposal shown (from the page's address), or null. */
  proposalId: number | null;
  onProposal: (id: number | null) => void;
  /** On the enterprise scheduler: the planner may plan every facility of the enterprise at once. */
  enterprise?: boolean;
}

export function PlanPanel({ proposalId, onProposal, enterprise = false }: PlanPanelProps) {
  const text = useText();
  const [seconds, setSeconds] = useState<number | null>(DEFAULT_PLAN_SECONDS);
  const [wholeEnterprise, setWholeEnterprise] = useState(false);
  const [partsOnNoJob, setPartsOnNoJob] = useState(false);
  const [plan] = productionApi.usePlanMutation();
  const { failure, run } = useServerCall();
  // From the press to the answer: the proposal shown until then is not the one coming, and must
  // not be applied meanwhile.
  const [searching, setSearching] = useState(false);
  // The proposal just made, until the address names it: the one shown before must not be applied meanwhile.
  const [made, setMade] = useState<number | null>(null);
  const shown = made ?? proposalId;
  useEffect(() => {
    if (made !== null && proposalId === made) setMade(null);
  }, [made, proposalId]);
  // Read when a search starts, and again as the live events tell of its progress.
  const [readProgress, { data: progress }] = productionApi.useLazyPlanProgressQuery();
  // The search before this one: its figures are not this one's.
  const [previous, setPrevious] = useState<number | null>(null);
  const valid = seconds !== null && seconds >= 1 && seconds <= MAX_PLAN_SECONDS;
  const propose = async (request: Omit<PlanRequest, 'timeLimitSeconds'> = {}) => {
    setSearching(true);
    try {
      return await run(async () => {
        setPrevious((await readProgress().unwrap())?.startedAt ?? null);
        const scope = enterprise && wholeEnterprise ? { wholeEnterprise: true } : {};
        const work = partsOnNoJob ? { partsOnNoJob } : {};
        const asked = { ...work, ...request, ...scope, timeLimitSeconds: seconds ?? DEFAULT_PLAN_SECONDS };
        const { id } = await plan(asked).unwrap();
        setMade(id);
        onProposal(id);
      });
    } finally {
      setSearching(false);
    }
  };
  return (
    <Section title={text('plan.title')}>
      <Muted>{text('plan.intro')}</Muted>
      {enterprise && (
        <CheckboxGroup
          legend={text('plan.facilities')}
          options={[{ value: 'all', label: text('plan.wholeEnterprise'), hint: text('plan.wholeEnterpriseHint') }]}
          selected={wholeEnterprise ? ['all'] : []}
          onChange={(_all, chosen) => setWholeEnterprise(chosen)}
        />
      )}
      <CheckboxGroup
        legend={text('plan.work')}
        options={[{ value: 'parts', label: text('plan.partsOnNoJob'), hint: text('plan.partsOnNoJobHint') }]}
        selected={partsOnNoJob ? ['parts'] : []}
        onChange={(_parts, chosen) => setPartsOnNoJob(chosen)}
      />
      <Toolbar>
        <NumberInput
          label={text('plan.seconds')}
          value={seconds}
          onChange={setSeconds}
          min={1}
          max={MAX_PLAN_SECONDS}
          error={valid ? undefined : text('plan.secondsRange', { max: MAX_PLAN_SECONDS })}
        />
        <Button disabled={!valid || searching} onClick={() => void propose()}>
          {text('plan.run')}
        </Button>
        <ButtonLink as={Link} $variant="link" $size="md" to="/service-provider/schedules/planning">
          {text('planSettings.link')}
        </ButtonLink>
      </Toolbar>
      <Remakes disabled={!valid || searching} onRepair={(request) => void propose(request)} />
      <RepairForm disabled={!valid || searching} onRepair={(request) => void propose(request)} />
      <FormFailure message={failure} />
      {searching && <SearchProgress progress={progress?.startedAt === previous ? null : (progress ?? null)} />}
      {shown !== null && !searching && <ProposalView key={shown} id={shown} onProposal={onProposal} propose={propose} />}
    </Section>
  );
}

/** How far the search is: what the server kept last, read again on each plan.progress event. */
function SearchProgress({ progress: own }: { progress: PlanProgress | null }) {
  const text = useText();
  const format = usePlanFormat();
  return (
    <>
      <p role="status">
        {own
          ? text('plan.searching', {
              tried: format.count(own.tried),
              budget: format.count(own.budget),
              late: format.hours(own.weightedTardinessMinutes),
            })
          : text('plan.starting')}
      </p>
      <progress max={own?.budget ?? 1} value={own?.tried ?? 0} aria-label={text('plan.progressLabel')} />
    </>
  );
}
