/**
 * The facility's webhook endpoints: each with the event families it takes, a
 * test event, its secret rotated with a day's overlap, changed or deleted after a confirmation.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage, useServerCall } from 'shared/api';
import {
  actionsColumn,
  Button,
  CheckboxGroup,
  formatDate,
  FormFailure,
  FormGrid,
  Loaded,
  Muted,
  Section,
  space,
  Table,
  type TableColumn,
  TextField,
  Toolbar,
  useConfirm,
  useToast,
} from 'shared/ui';
import { adminApi, type WebhookEndpoint, type WebhookEndpointInput } from '../api';
import { useText } from '../texts';
import { Wrap } from './wrap';

/** The families an endpoint may take (order.*, job.*…), from the event types. */
const familiesOf = (events: string[]) => [...new Set(events.map((event) => `${event.split('.')[0]}.*`))];
export function WebhookEndpoints({
  endpoints,
  onSecret,
}: {
  endpoints: WebhookEndpoint[];
  onSecret: (shown: { url: string; secret: string }) => void;
}) {
  const text = useText();
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const [editing, setEditing] = useState<WebhookEndpoint | 'new'>();
  const [rotate] = adminApi.useRotateWebhookSecretMutation();
  const [remove] = adminApi.useDeleteWebhookEndpointMutation();
  const [sendTest] = adminApi.useTestWebhookEndpointMutation();

  const attempt = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast.success(done);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const onRotate = async (endpoint: WebhookEndpoint) => {
    const sure = await confirm({
      title: text('webhooks.rotateTitle'),
      text: text('webhooks.rotateText'),
      confirmText: text('webhooks.rotate'),
    });
    if (sure)
      await attempt(
        async () => onSecret({ url: endpoint.url, ...(await rotate(endpoint.id).unwrap()) }),
        text('webhooks.rotated'),
      );
  };
  const onDelete = async (endpoint: WebhookEndpoint) => {
    const sure = await confirm({
      title: text('webhooks.deleteTitle'),
      text: text('webhooks.deleteText', { url: endpoint.url }),
      confirmText: text('webhooks.delete'),
      danger: true,
    });
    if (sure) await attempt(() => remove(endpoint.id).unwrap(), text('webhooks.deleted'));
  };

  const columns: TableColumn<WebhookEndpoint>[] = [
    {
      key: 'url',
      title: text('webhooks.column.url'),
      value: (row) => row.url,
      render: (row) => (
        <>
          <Wrap>{row.url}</Wrap>
          {row.description && <Muted>{row.description}</Muted>}
        </>
      ),
    },
    { key: 'events', title: text('webhooks.column.events'), value: (row) => row.events.join(', ') },
    {
      key: 'state',
      title: text('webhooks.column.state'),
      value: (row) => (row.enabled ? text('webhooks.on') : text('webhooks.off')),
      render: (row) => (
        <>
          {row.enabled ? text('webhooks.on') : text('webhooks.off')}
          {row.previousSecretUntil !== null && (
            <Muted>{text('webhooks.overlap', { date: formatDate(row.previousSecretUntil, true) })}</Muted>
          )}
        </>
      ),
    },
    {
      key: 'queue',
      title: text('webhooks.column.queue'),
      value: (row) => text('webhooks.queue', { pending: String(row.pending), failed: String(row.failed) }),
    },
    actionsColumn(text('webhooks.column.actions'), (row) => (
      <>
        <Button variant="secondary" onClick={() => setEditing(row)} aria-label={text('webhooks.editOf', { url: row.url })}>
          {text('webhooks.edit')}
        </Button>
        <Button
          variant="secondary"
          disabled={!row.enabled}
          onClick={() => void attempt(() => sendTest(row.id).unwrap(), text('webhooks.testQueued'))}
          aria-label={text('webhooks.testOf', { url: row.url })}
        >
          {text('webhooks.test')}
        </Button>
        <Button variant="secondary" onClick={() => void onRotate(row)} aria-label={text('webhooks.rotateOf', { url: row.url })}>
          {text('webhooks.rotate')}
        </Button>
        <Button variant="secondary" onClick={() => void onDelete(row)} aria-label={text('webhooks.deleteOf', { url: row.url })}>
          {text('webhooks.delete')}
        </Button>
      </>
    )),
  ];

  return (
    <Section title={text('webhooks.endpoints')}>
      <Table
        label={text('webhooks.endpoints')}
        columns={columns}
        data={endpoints}
        getRowId={(row) => String(row.id)}
        emptyText={text('webhooks.noEndpoints')}
      />
      {editing ? (
        <EndpointForm
          // A new choice starts from what is saved for it.
          key={editing === 'new' ? 'new' : editing.id}
          endpoint={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onSecret={onSecret}
        />
      ) : (
        <Toolbar>
          <Button onClick={() => setEditing('new')}>{text('webhooks.add')}</Button>
        </Toolbar>
      )}
      {confirmDialog}
    </Section>
  );
}

function EndpointForm({
  endpoint,
  onClose,
  onSecret,
}: {
  endpoint?: WebhookEndpoint;
  onClose: () => void;
  onSecret: (shown: { url: string; secret: string }) => void;
}) {
  const text = useText();
  const toast = useToast();
  const events = adminApi.useWebhookEventsQuery();
  const [add, adding] = adminApi.useAddWebhookEndpointMutation();
  const [update, updating] = adminApi.useUpdateWebhookEndpointMutation();
  const [input, setInput] = useState<WebhookEndpointInput>({
    url: endpoint?.url ?? '',
    description: endpoint?.description ?? '',
    events: endpoint?.events ?? [],
    enabled: endpoint?.enabled ?? true,
  });
  const { failure, setFailure, run } = useServerCall();
  const [tried, setTried] = useState(false);
  const problems = {
    url: input.url.trim() ? undefined : text('webhooks.urlRequired'),
    events: input.events.length ? undefined : text('webhooks.eventsRequired'),
  };

  const onSave = async () => {
    setTried(true);
    // Trying again puts the last refusal away, even when the form's own problems stop the call.
    if (problems.url || problems.events) {
      setFailure(undefined);
      return;
    }
    await run(async () => {
      if (endpoint) {
        await update({ id: endpoint.id, ...input }).unwrap();
        toast.success(text('webhooks.saved'));
      } else {
        const created = await add(input).unwrap();
        onSecret({ url: input.url.trim(), secret: created.secret });
        toast.success(text('webhooks.added'));
      }
      onClose();
    });
  };

  return (
    <Form aria-labelledby="webhook-form">
      <h3 id="webhook-form">{endpoint ? text('webhooks.editTitle', { url: endpoint.url }) : text('webhooks.addTitle')}</h3>
      <FormFailure message={failure} />
      <FormGrid>
        <TextField
          label={text('webhooks.url')}
          type="url"
          value={input.url}
          error={tried ? problems.url : undefined}
          onChange={(event) => setInput({ ...input, url: event.target.value })}
        />
        <TextField
          label={text('webhooks.description')}
          value={input.description}
          onChange={(event) => setInput({ ...input, description: event.target.value })}
        />
      </FormGrid>
      <Loaded query={events} failedTitle={text('webhooks.eventsFailed')}>
        {(types) => (
          <EventChoice
            types={types}
            selected={input.events}
            error={tried ? problems.events : undefined}
            onChange={(selected) => setInput({ ...input, events: selected })}
          />
        )}
      </Loaded>
      <label>
        <input
          type="checkbox"
          checked={input.enabled}
          onChange={(event) => setInput({ ...input, enabled: event.target.checked })}
        />{' '}
        {text('webhooks.enabled')}
      </label>
      <Toolbar>
        <Button disabled={adding.isLoading || updating.isLoading} onClick={() => void onSave()}>
          {endpoint ? text('webhooks.save') : text('webhooks.addEndpoint')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {text('webhooks.cancel')}
        </Button>
      </Toolbar>
    </Form>
  );
}

/** The event families an endpoint takes, each with its event types. */
function EventChoice({
  types,
  selected,
  error,
  onChange,
}: {
  types: string[];
  selected: string[];
  error?: string;
  onChange: (selected: string[]) => void;
}) {
  const text = useText();
  const families = familiesOf(types);
  // An endpoint saved through the API may take single event types: they stay offered beside the families.
  const patterns = [...families, ...selected.filter((pattern) => !families.includes(pattern))];
  const typesOf = (family: string) => types.filter((event) => `${event.split('.')[0]}.*` === family);
  return (
    <CheckboxGroup
      legend={text('webhooks.events')}
      options={patterns.map((pattern) => ({
        value: pattern,
        label: pattern.endsWith('.*') ? `${pattern} (${typesOf(pattern).join(', ')})` : pattern,
      }))}
      selected={selected}
      error={error}
      onChange={(pattern, chosen) => onChange(chosen ? [...selected, pattern] : selected.filter((taken) => taken !== pattern))}
    />
  );
}

const Form = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  margin-top: ${space(3)};
`;
