/**
 * /service-provider/settings/machine-connectivity (MC_SETTINGS_EDITOR): how each of the
 * facility's machines reports to the platform — OPC UA, MQTT or a signed webhook — kept one per
 * machine; the production area's machine connectivity page shows what they report.
 */
import { useEffect, useRef, useState } from 'react';
import { Button, Loaded, Page, PageHeader, Section } from 'shared/ui';
import { adminApi } from '../api';
import type { MachineConnection } from './api';
import { ConnectionForm } from './connection-form';
import { ConnectionTable } from './connection-table';
import { useText } from '../texts';

export default function MachineConnectivitySettingsPage() {
  const text = useText();
  const connections = adminApi.useMachineConnectionsQuery();
  // The connection being changed: 'new', one of the rows, or none (the form is closed).
  const [editing, setEditing] = useState<MachineConnection | 'new'>();
  const connectButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  // When the form closes, the keyboard goes on from the button that opens it again.
  useEffect(() => {
    if (wasEditing.current && !editing) connectButton.current?.focus();
    wasEditing.current = Boolean(editing);
  }, [editing]);
  return (
    <Page>
      <PageHeader>
        <h1>{text('mcSettings.title')}</h1>
      </PageHeader>
      <p>{text('mcSettings.intro')}</p>
      {!editing && (
        <div>
          <Button ref={connectButton} onClick={() => setEditing('new')}>
            {text('mcSettings.connect')}
          </Button>
        </div>
      )}
      {editing && (
        <ConnectionForm
          key={editing === 'new' ? 'new' : editing.id}
          connection={editing === 'new' ? undefined : editing}
          connections={connections.data ?? []}
          onDone={() => setEditing(undefined)}
        />
      )}
      <Section title={text('mcSettings.tableTitle')}>
        <Loaded query={connections} failedTitle={text('mcSettings.fetchFailed')}>
          {(rows) => <ConnectionTable rows={rows} onEdit={setEditing} />}
        </Loaded>
      </Section>
    </Page>
  );
}
