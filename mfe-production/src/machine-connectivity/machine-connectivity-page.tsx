/**
 * /service-provider/machine-connectivity: every connected machine's state as it reports it —
 * idle, printing with its layer and the time left, paused, in error, offline since when — its
 * active alarm (with the way to a process NCR), the adapter's health and the machine's last
 * events. It follows the machines live: a report reads it again, and the clock alone turns a
 * machine that stopped reporting offline.
 */
import { Link } from 'react-router-dom';
import { Loaded, Muted, Page, PageHeader, Tiles } from 'shared/ui';
import { productionApi } from '../api';
import { useNow } from '../use-now';
import { useText } from '../texts';
import type { LiveMachine } from './api';
import { MachineCard } from './machine-card';
import { isOffline } from './run-progress';

/** The state is read again this often too, for what no report brings: a machine falling silent. */
const POLL_MS = 15_000;
const SETTINGS = '/service-provider/settings/machine-connectivity';

export default function MachineConnectivityPage() {
  const text = useText();
  const machines = productionApi.useLiveMachinesQuery(undefined, { pollingInterval: POLL_MS, skipPollingIfUnfocused: false });
  return (
    <Page>
      <PageHeader>
        <h1>{text('connectivity.title')}</h1>
        <Link to={SETTINGS}>{text('connectivity.settings')}</Link>
      </PageHeader>
      <Muted>{text('connectivity.intro')}</Muted>
      <Loaded query={machines} failedTitle={text('connectivity.failed')}>
        {(list) =>
          list.length === 0 ? (
            <Muted>{text('connectivity.none')}</Muted>
          ) : (
            <Machines machines={list} answeredAt={machines.fulfilledTimeStamp ?? Date.now()} />
          )
        }
      </Loaded>
    </Page>
  );
}

/** The machines as answered `answeredAt` (the reader's clock), counted on every 5 seconds. */
function Machines({ machines, answeredAt }: { machines: LiveMachine[]; answeredAt: number }) {
  const text = useText();
  const sinceAnswer = Math.max(0, useNow(5_000) - answeredAt);
  const offline = machines.filter((machine) => isOffline(machine, sinceAnswer));
  const reporting = machines.filter((machine) => !isOffline(machine, sinceAnswer));
  const count = (states: string[]) => reporting.filter((machine) => states.includes(machine.state)).length;
  return (
    <>
      <p role="status">
        {text('connectivity.summary', {
          printing: count(['PRINTING']),
          idle: count(['IDLE']),
          attention: count(['PAUSED', 'ERROR', 'MAINTENANCE']),
          offline: offline.length,
        })}
      </p>
      <Tiles $min="20rem">
        {machines.map((machine) => (
          <MachineCard key={machine.equipment.id} machine={machine} sinceAnswer={sinceAnswer} />
        ))}
      </Tiles>
    </>
  );
}
