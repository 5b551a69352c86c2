/**
 * The delivery log of the facility's webhooks: every delivery with its last
 * attempt's outcome, searched, filtered, paged and exported, and sent again by hand. It is read
 * again every few seconds, as deliveries and retries happen on the server by themselves.
 */
import { useState } from 'react';
import { errorMessage } from 'shared/api';
import {
  actionsColumn,
  Button,
  formatDate,
  ListPage,
  Muted,
  SelectField,
  type TableColumn,
  useListSearch,
  useToast,
} from 'shared/ui';
import { adminApi, type WebhookDelivery, type WebhookEndpoint } from '../api';
import { useText } from '../texts';
import { Wrap } from './wrap';

const LOG_REFRESH_MS = 5_000;
const STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const;

export function WebhookDeliveries({ endpoints }: { endpoints: WebhookEndpoint[] }) {
  const text = useText();
  const toast = useToast();
  const listSearch = useListSearch();
  const [endpointId, setEndpointId] = useState<number>();
  const [status, setStatus] = useState<(typeof STATUSES)[number]>();
  const deliveries = adminApi.useWebhookDeliveriesQuery(
    { search: listSearch.query, endpointId, status, ...listSearch.window },
    { pollingInterval: LOG_REFRESH_MS },
  );
  const [redeliver] = adminApi.useRedeliverWebhookMutation();
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
    actionsColumn(text('webhooks.column.actions'), (row) => (
      <Button
        variant="secondary"
        onClick={() => void onRedeliver(row)}
        aria-label={text('webhooks.redeliverOf', { id: row.messageId })}
      >
        {text('webhooks.redeliver')}
      </Button>
    )),
  ];

  return (
    <ListPage
      title={text('webhooks.deliveries')}
      section
      search={listSearch}
      searchLabel={text('webhooks.search')}
      filters={
        <>
          <SelectField
            label={text('webhooks.column.endpoint')}
            value={endpointId === undefined ? '' : String(endpointId)}
            options={[
              { value: '', label: text('webhooks.allEndpoints') },
              ...endpoints.map((endpoint) => ({ value: String(endpoint.id), label: endpoint.url })),
            ]}
            onChange={(value) => {
              setEndpointId(value ? Number(value) : undefined);
              listSearch.setPage(1);
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
              listSearch.setPage(1);
            }}
          />
        </>
      }
      filtered={Boolean(endpointId || status)}
      query={deliveries}
      rowsOf={(data) => data.rows}
      failedTitle={text('webhooks.deliveriesFailed')}
      columns={columns}
      rowId={(row) => String(row.id)}
      emptyText={text('webhooks.noDeliveries')}
      noMatchText={text('webhooks.noMatch')}
      exportName="webhook-deliveries"
    />
  );
}
