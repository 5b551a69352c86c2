/**
 * A build's job: saved from a packed, planned build with the time it starts (the job takes the
 * packed pieces, its machine and material, and the density as its utilisation), then the floor's
 * moves the job cannot know — prepared, on the machine, unpacked — as the build's state allows.
 * A build a group nesting proposes is saved once the planner accepts it there.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useServerCall } from 'shared/api';
import { mayMoveBuild, type JobStatus } from 'shared/contracts';
import { JOB_STATUS_TONES, useJobText } from 'shared/jobs';
import { Button, DateInput, FormFailure, Muted, StatusBadge, Toolbar } from 'shared/ui';
import { productionApi } from '../api';
import { useText } from '../texts';
import type { Build, BuildMove } from './api';

const MOVES: BuildMove[] = ['PREPARED', 'ON_MACHINE', 'UNPACKED'];
const GROUP_NESTING = '/service-provider/groupNesting';

export function BuildJob({ build }: { build: Build }) {
  const text = useText();
  const jobText = useJobText();
  const [move] = productionApi.useMoveBuildMutation();
  const { failure, run } = useServerCall();
  if (build.groupNestingId !== null)
    return (
      <Muted>
        {text('builds.job.proposed')} <Link to={GROUP_NESTING}>{text('builds.job.toGroupNesting')}</Link>
      </Muted>
    );
  if (!build.job) return <SaveAsJob build={build} />;
  const status = build.job.jobStatus as JobStatus;
  return (
    <>
      <p>
        <Link to={`/service-provider/schedules/${build.job.id}`}>{build.job.jobName}</Link>{' '}
        <StatusBadge tone={JOB_STATUS_TONES[status]}>{jobText(`status.${status}`)}</StatusBadge>
      </p>
      <FormFailure message={failure} />
      <Toolbar>
        {MOVES.filter((to) => mayMoveBuild(build.state, to)).map((to) => (
          <Button key={to} variant="secondary" onClick={() => void run(() => move({ id: build.id, to }).unwrap())}>
            {text(`builds.move.${to}`)}
          </Button>
        ))}
      </Toolbar>
    </>
  );
}

function SaveAsJob({ build }: { build: Build }) {
  const text = useText();
  const [save, saving] = productionApi.useSaveBuildJobMutation();
  const [from, setFrom] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const { failure, run } = useServerCall();
  if (build.packing?.status !== 'SUCCESS') return <Muted>{text('builds.job.packFirst')}</Muted>;
  const submit = () => {
    setMissing(from === null);
    if (from !== null) void run(() => save({ id: build.id, body: { fromDate: from, updatedAt: build.updatedAt } }).unwrap());
  };
  return (
    <>
      <FormFailure message={failure} />
      <DateInput
        label={text('builds.job.from')}
        value={from}
        onChange={setFrom}
        showTime
        minuteStep={15}
        error={missing ? text('builds.job.fromRequired') : undefined}
      />
      <Toolbar>
        <Button onClick={submit} disabled={saving.isLoading}>
          {text('builds.job.save')}
        </Button>
      </Toolbar>
    </>
  );
}
