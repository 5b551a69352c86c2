/**
 * /service-provider/settings/webhook (issue 15, item 9; the facility's admins, with webhooks on):
 * the endpoints the facility's events are POSTed to, signed as Standard Webhooks says — each with
 * the event families it takes, a test event, its secret shown once and rotated with a day's
 * overlap — and the delivery log, where a delivery is sent again by hand. The log is read again
 * every few seconds, as deliveries and retries happen on the server by themselves.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from 'shared/api';
import {
  Button,
  CheckboxGroup,
  formatDate,
  FormFailure,
  FormGrid,
  LoadFailed,
  Loading,
  Muted,
  Page,
  PageHeader,
  Pager,
  Panel,
  SelectField,
  space,
  Table,
  type TableColumn,
  TableExport,
  TextField,
  Toolbar,
  useConfirm,
  useListSearch,
  useToast,
} from 'shared/ui';
import { adminApi, type WebhookDelivery, type WebhookEndpoint, type WebhookEndpointInput } from '../api';
import { useText } from '../texts';

const LOG_REFRESH_MS = 5_000;
const STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const;

/** The families an endpoint may take (order.*, job.*…), from the event types. */
const familiesOf = (events: string[]) => [...new Set(events.map((event) => `${event.split('.')[0]}.*`))];

export default function WebhooksPage() {
  const text = useText();
  const endpoints = adminApi.useWebhookEndpointsQuery();
  const [secret, setSecret] = useState<{ url: string; secret: string }>();
  return (
    <Page>
      <PageHeader>
        <h1>{text('webhooks.title')}</h1>
      </PageHeader>
      <p>{text('webhooks.intro')}</p>
      {secret && <SecretPanel {...secret} onDone={() => setSecret(undefined)} />}
      {endpoints.isLoading ? (
        <Loading />
      ) : endpoints.isError ? (
        <LoadFailed
          title={text('webhooks.fetchFailed')}
          message={errorMessage(endpoints.error)}
          onRetry={() => void endpoints.refetch()}
        />
      ) : (
        <>
          <Endpoints endpoints={endpoints.data ?? []} onSecret={setSecret} />
          <Deliveries endpoints={endpoints.data ?? []} />
        </>
      )}
    </Page>
  );
}

/** A secret is answered once: the page shows it until the admin has copied it. */
function SecretPanel({ url, secret, onDone }: { url: string; secret: string; onDone: () => void }) {
  const text = useText();
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(text('webhooks.secretCopied'));
    } catch {
      toast.error(text('webhooks.copyFailed'));
    }
  };
  return (
    <Panel title={text('webhooks.secretTitle', { url })} tone="warning">
      <p>{text('webhooks.secretOnce')}</p>
      <Secret>{secret}</Secret>
      <Toolbar>
        <Button variant="secondary" onClick={() => void copy()}>
          {text('webhooks.copy')}
        </Button>
        <Button onClick={onDone}>{text('webhooks.secretDone')}</Button>
      </Toolbar>
    </Panel>
  );
}

function Endpoints({
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
    {
      key: 'actions',
      title: text('webhooks.column.actions'),
      render: (row) => (
        <Actions>
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
        </Actions>
      ),
    },
  ];

  return (
    <section aria-labelledby="webhook-endpoints">
      <h2 id="webhook-endpoints">{text('webhooks.endpoints')}</h2>
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
    </section>
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
  const [failure, setFailure] = useState<string>();
  const [tried, setTried] = useState(false);
  const families = familiesOf(events.data ?? []);
  // An endpoint saved through the API may take single event types: they stay offered beside the families.
  const patterns = [...families, ...input.events.filter((pattern) => !families.includes(pattern))];
  const typesOf = (family: string) => (events.data ?? []).filter((event) => `${event.split('.')[0]}.*` === family);
  const problems = {
    url: input.url.trim() ? undefined : text('webhooks.urlRequired'),
    events: input.events.length ? undefined : text('webhooks.eventsRequired'),
  };

  const onSave = async () => {
    setTried(true);
    setFailure(undefined);
    if (problems.url || problems.events) return;
    try {
      if (endpoint) {
        await update({ id: endpoint.id, ...input }).unwrap();
        toast.success(text('webhooks.saved'));
      } else {
        const created = await add(input).unwrap();
        onSecret({ url: input.url.trim(), secret: created.secret });
        toast.success(text('webhooks.added'));
      }
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
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
      {events.isError ? (
        <LoadFailed
          title={text('webhooks.eventsFailed')}
          message={errorMessage(events.error)}
          onRetry={() => void events.refetch()}
        />
      ) : (
        <CheckboxGroup
          legend={text('webhooks.events')}
          options={patterns.map((pattern) => ({
            value: pattern,
            label: pattern.endsWith('.*') ? `${pattern} (${typesOf(pattern).join(', ')})` : pattern,
          }))}
          selected={input.events}
          error={tried ? problems.events : undefined}
          onChange={(pattern, chosen) =>
            setInput({
              ...input,
              events: chosen ? [...input.events, pattern] : input.events.filter((taken) => taken !== pattern),
            })
          }
        />
      )}
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

function Deliveries({ endpoints }: { endpoints: WebhookEndpoint[] }) {
  const text = useText();
  const toast = useToast();
  const { search, query, onSearch, page, setPage, window, pageCount } = useListSearch();
  const [endpointId, setEndpointId] = useState<number>();
  const [status, setStatus] = useState<(typeof STATUSES)[number]>();
  const deliveries = adminApi.useWebhookDeliveriesQuery(
    { search: query, endpointId, status, ...window },
    { pollingInterval: LOG_REFRESH_MS },
  );
  const [redeliver] = adminApi.useRedeliverWebhookMutation();
  const rows = deliveries.data?.rows ?? [];
  const pages = pageCount(deliveries.data?.totalCount);
  const urlOf = (id: number) => endpoints.find((endpoint) => endpoint.id === id)?.url ?? String(id);
  const outcome = (row: WebhookDelivery) =>
    row.statusCode !== null ? String(row.statusCode) : (row.error ?? (row.attempts ? '' : text('webhooks.notYet')));

  const onRedeliver = async (row: WebhookDelivery) => {
    try {
      await redeliver(row.id).unwrap();
      toast.success(text('webhooks.redelivering'));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const columns: TableColumn<WebhookDelivery>[] = [
    { key: 'when', title: text('webhooks.column.when'), value: (row) => formatDate(row.createdAt, true) },
    { key: 'event', title: text('webhooks.column.event'), value: (row) => row.eventType },
    {
      key: 'endpoint',
      title: text('webhooks.column.endpoint'),
      value: (row) => urlOf(row.endpointId),
      render: (row) => <Wrap>{urlOf(row.endpointId)}</Wrap>,
    },
    {
      key: 'status',
      title: text('webhooks.column.status'),
      value: (row) => text(`webhooks.status.${row.status}`),
      render: (row) => (
        <>
          {text(`webhooks.status.${row.status}`)}
          {row.nextAttemptAt !== null && row.attempts > 0 && (
            <Muted>{text('webhooks.nextAttempt', { date: formatDate(row.nextAttemptAt, true) })}</Muted>
          )}
        </>
      ),
    },
    { key: 'attempts', title: text('webhooks.column.attempts'), value: (row) => row.attempts, align: 'right' },
    { key: 'response', title: text('webhooks.column.response'), value: outcome, render: (row) => <Wrap>{outcome(row)}</Wrap> },
    {
      key: 'duration',
      title: text('webhooks.column.duration'),
      value: (row) => (row.durationMs === null ? '' : `${row.durationMs} ms`),
      align: 'right',
    },
    {
      key: 'excerpt',
      title: text('webhooks.column.excerpt'),
      value: (row) => row.responseExcerpt ?? '',
      render: (row) => <Wrap>{row.responseExcerpt}</Wrap>,
    },
    {
      key: 'id',
      title: text('webhooks.column.messageId'),
      value: (row) => row.messageId,
      render: (row) => <Wrap>{row.messageId}</Wrap>,
    },
    {
      key: 'actions',
      title: text('webhooks.column.actions'),
      render: (row) => (
        <Button
          variant="secondary"
          onClick={() => void onRedeliver(row)}
          aria-label={text('webhooks.redeliverOf', { id: row.messageId })}
        >
          {text('webhooks.redeliver')}
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby="webhook-deliveries">
      <h2 id="webhook-deliveries">{text('webhooks.deliveries')}</h2>
      <Toolbar>
        <TextField
          type="search"
          label={text('webhooks.search')}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
        <SelectField
          label={text('webhooks.column.endpoint')}
          value={endpointId === undefined ? '' : String(endpointId)}
          options={[
            { value: '', label: text('webhooks.allEndpoints') },
            ...endpoints.map((endpoint) => ({ value: String(endpoint.id), label: endpoint.url })),
          ]}
          onChange={(value) => {
            setEndpointId(value ? Number(value) : undefined);
            setPage(1);
          }}
        />
        <SelectField
          label={text('webhooks.column.status')}
          value={status ?? ''}
          options={[
            { value: '', label: text('webhooks.allStatuses') },
            ...STATUSES.map((value) => ({ value, label: text(`webhooks.status.${value}`) })),
          ]}
          onChange={(value) => {
            setStatus(value ? (value as (typeof STATUSES)[number]) : undefined);
            setPage(1);
          }}
        />
        <TableExport columns={columns} rows={rows} fileName="webhook-deliveries" sheet={text('webhooks.deliveries')} />
      </Toolbar>
      {deliveries.isLoading ? (
        <Loading />
      ) : deliveries.isError ? (
        <LoadFailed
          title={text('webhooks.deliveriesFailed')}
          message={errorMessage(deliveries.error)}
          onRetry={() => void deliveries.refetch()}
        />
      ) : (
        <>
          <Table
            label={text('webhooks.deliveries')}
            columns={columns}
            data={rows}
            getRowId={(row) => String(row.id)}
            emptyText={query || endpointId || status ? text('webhooks.noMatch') : text('webhooks.noDeliveries')}
          />
          {pages > 1 && <Pager page={page} pageCount={pages} onChange={setPage} />}
        </>
      )}
    </section>
  );
}

const Secret = styled.code`
  display: block;
  padding: ${space(2)};
  overflow-wrap: anywhere;
`;

const Wrap = styled.span`
  display: block;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1)};
`;

const Form = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  margin-top: ${space(3)};
`;
