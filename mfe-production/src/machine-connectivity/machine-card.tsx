/**
 * One connected machine: its state in words and tone, its run (the job it is, layers done as a
 * progress bar, the time left or when it ended, and why the platform did not follow it, if it
 * did not), its active alarm with the way to a process NCR, and the adapter's health.
 */
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { StatusTone } from 'shared/ui';
import { Card, colors, Muted, Panel, StatusBadge } from 'shared/ui';
import { useText } from '../texts';
import type { LiveMachine } from './api';
import { MachineEvents } from './machine-events';
import { isOffline, runShare, silentFor, timeLeft } from './run-progress';

const TONES: Record<LiveMachine['state'], StatusTone> = {
  IDLE: 'neutral',
  PRINTING: 'progress',
  PAUSED: 'warning',
  ERROR: 'danger',
  OFFLINE: 'danger',
  MAINTENANCE: 'warning',
};

const jobPage = (id: number) => `/service-provider/schedules/${id}`;

/** The quality dashboard's form for a process NCR, filled from the alarm. */
function ncrFromAlarm(machine: LiveMachine, alarm: NonNullable<LiveMachine['alarm']>): string {
  const params = new URLSearchParams({
    raise: 'process',
    equipmentId: String(machine.equipment.id),
    title: `${alarm.code}: ${alarm.message}`.slice(0, 200),
    startedAt: String(Date.parse(alarm.since)),
  });
  if (machine.run?.job) params.set('jobId', String(machine.run.job.id));
  return `/service-provider/quality-management/quality-dashboard?${params}`;
}

/** A machine as answered `sinceAnswer` ms ago. */
export function MachineCard({ machine, sinceAnswer }: { machine: LiveMachine; sinceAnswer: number }) {
  const text = useText();
  const intl = useIntl();
  const time = (ms: number) => intl.formatTime(ms, { dateStyle: 'short', timeStyle: 'short' });
  const offline = isOffline(machine, sinceAnswer);
  const silent = silentFor(machine, sinceAnswer);
  const state = offline ? 'OFFLINE' : machine.state;
  const headingId = `machine-${machine.equipment.id}`;
  return (
    <Card aria-labelledby={headingId}>
      <Head>
        <h3 id={headingId}>{machine.equipment.name}</h3>
        <StatusBadge tone={TONES[state]}>{text(`connectivity.state.${state}`)}</StatusBadge>
      </Head>
      <Muted>
        {text(`connectivity.protocol.${machine.protocol}`)}
        {' · '}
        {!machine.enabled
          ? text('connectivity.disabled')
          : machine.lastContactAt === null || silent === null
            ? text('connectivity.neverHeard')
            : offline
              ? text('connectivity.offlineSince', { time: time(machine.lastContactAt) })
              : text('connectivity.lastContact', {
                  when: intl.formatRelativeTime(-Math.round(silent / 1000), 'second', { numeric: 'auto' }),
                })}
      </Muted>
      {machine.error && <Error>{text('connectivity.adapterError', { message: machine.error })}</Error>}
      {machine.feedstockError && <Error>{text('connectivity.feedstockRefused', { message: machine.feedstockError })}</Error>}
      {machine.alarm && (
        <Panel
          tone="danger"
          title={text('connectivity.alarm', { code: machine.alarm.code, time: time(Date.parse(machine.alarm.since)) })}
        >
          {machine.alarm.message && <p>{machine.alarm.message}</p>}
          <Link to={ncrFromAlarm(machine, machine.alarm)}>{text('connectivity.raiseNcr')}</Link>
        </Panel>
      )}
      {machine.run && <Run run={machine.run} sinceAnswer={sinceAnswer} />}
      <MachineEvents equipmentId={machine.equipment.id} />
    </Card>
  );
}

function Run({ run, sinceAnswer }: { run: NonNullable<LiveMachine['run']>; sinceAnswer: number }) {
  const text = useText();
  const intl = useIntl();
  const share = runShare(run);
  const left = timeLeft(run, sinceAnswer);
  return (
    <RunBox>
      <p>
        {text('connectivity.run')}: {run.job ? <Link to={jobPage(run.job.id)}>{run.jobName}</Link> : run.jobName}
        {run.job?.creationType === 'MACHINE_CONNECTIVITY' && <Muted as="span"> ({text('connectivity.unplanned')})</Muted>}
        {' · '}
        {text(`connectivity.runStatus.${run.status}`)}
      </p>
      {share !== null && (
        <>
          <progress max={run.totalLayers!} value={run.layer!} aria-label={text('connectivity.progressLabel')} />
          <p>
            {text('connectivity.layers', { layer: intl.formatNumber(run.layer!), total: intl.formatNumber(run.totalLayers!) })}
            {' · '}
            {intl.formatNumber(share, { style: 'percent' })}
            {left !== null && ` · ${text('connectivity.timeLeft', { time: duration(intl, left) })}`}
          </p>
        </>
      )}
      {run.endedAt !== null && (
        <Muted>
          {text('connectivity.runEnded', { time: intl.formatTime(run.endedAt, { dateStyle: 'short', timeStyle: 'short' }) })}
        </Muted>
      )}
      {run.error && <Error>{text('connectivity.runRefused', { message: run.error })}</Error>}
    </RunBox>
  );
}

/** '1 hr, 20 min' in the reader's language: hours and minutes, or minutes alone under an hour. */
function duration(intl: ReturnType<typeof useIntl>, ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  const unit = (value: number, name: 'hour' | 'minute') =>
    intl.formatNumber(value, { style: 'unit', unit: name, unitDisplay: 'short' });
  if (minutes < 60) return unit(minutes, 'minute');
  return intl.formatList([unit(Math.floor(minutes / 60), 'hour'), unit(minutes % 60, 'minute')], {
    type: 'unit',
    style: 'narrow',
  });
}

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  justify-content: space-between;
`;

const RunBox = styled.div`
  display: grid;
  gap: 0.25rem;
  p {
    margin: 0;
  }
  progress {
    width: 100%;
  }
`;

const Error = styled.p`
  margin: 0;
  color: ${colors.danger};
  overflow-wrap: anywhere;
`;
