/**
 * /service-provider/keys and /engineer/keys: the signed-in person's API keys.
 * A new key has a name and an expiry (within a year) and is shown once, to copy; the list shows
 * each key's first characters, when it was made, when it expires, its last use and its state;
 * revoking asks first and stops the key at once.
 */
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { errorMessage, useServerCall } from 'shared/api';
import { FormButtons, FormDateField, FormTextField } from 'shared/forms';
import {
  actionsColumn,
  addDays,
  Button,
  formatDate,
  FormFailure,
  FormGrid,
  Loaded,
  Page,
  PageHeader,
  Panel,
  Section,
  Table,
  type TableColumn,
  TextField,
  Toolbar,
  useConfirm,
  useToast,
} from 'shared/ui';
import * as yup from 'yup';
import { adminApi, type ApiKey } from '../api';
import { useText, type Text } from '../texts';

/** As the server allows: a key lives at most this many days. */
const MAX_DAYS = 366;
const DEFAULT_DAYS = 90;

export default function KeysPage() {
  const text = useText();
  const keys = adminApi.useApiKeysQuery();
  const [created, setCreated] = useState<{ name: string; key: string }>();
  return (
    <Page>
      <PageHeader>
        <h1>{text('keys.title')}</h1>
      </PageHeader>
      <p>
        {text('keys.intro')} <a href="/api/docs">{text('keys.docs')}</a>
      </p>
      {created ? <NewKey created={created} onDone={() => setCreated(undefined)} /> : <NewKeyForm onCreated={setCreated} />}
      <Section title={text('keys.list')}>
        <Loaded query={keys} failedTitle={text('keys.fetchFailed')}>
          {(list) => <KeyTable keys={list} />}
        </Loaded>
      </Section>
    </Page>
  );
}

const schema = (text: Text, today: number) =>
  yup.object({
    name: yup.string().trim().required(text('keys.nameRequired')).max(100),
    expiresAt: yup
      .number()
      .nullable()
      .required(text('keys.expiresRequired'))
      .min(addDays(today, 1), text('keys.expiresRequired'))
      .max(addDays(today, MAX_DAYS), text('keys.expiresRequired')),
  });

function NewKeyForm({ onCreated }: { onCreated: (created: { name: string; key: string }) => void }) {
  const text = useText();
  const [create] = adminApi.useCreateApiKeyMutation();
  const { failure, run } = useServerCall();
  const [today] = useState(() => Date.now());
  const validationSchema = useMemo(() => schema(text, today), [text, today]);
  return (
    <Formik<{ name: string; expiresAt: number | null }>
      initialValues={{ name: '', expiresAt: addDays(today, DEFAULT_DAYS) }}
      validationSchema={validationSchema}
      onSubmit={async (values) => {
        await run(async () => {
          const { apiKey, key } = await create({ name: values.name.trim(), expiresAt: values.expiresAt! }).unwrap();
          onCreated({ name: apiKey.name, key });
        });
      }}
    >
      <Form noValidate aria-label={text('keys.new')}>
        <FormFailure message={failure} />
        <FormGrid>
          <FormTextField name="name" label={text('keys.name')} />
          <FormDateField name="expiresAt" label={text('keys.expires')} min={addDays(today, 1)} max={addDays(today, MAX_DAYS)} />
        </FormGrid>
        <FormButtons submit={text('keys.create')} />
      </Form>
    </Formik>
  );
}

/** The key just made, this once: to copy before leaving. */
function NewKey({ created, onDone }: { created: { name: string; key: string }; onDone: () => void }) {
  const text = useText();
  const toast = useToast();
  return (
    <Panel tone="success" title={text('keys.created', { name: created.name })}>
      <TextField label={text('keys.theKey')} value={created.key} readOnly onFocus={(event) => event.target.select()} />
      <Toolbar>
        <Button
          variant="secondary"
          onClick={() => void navigator.clipboard?.writeText(created.key).then(() => toast.success(text('keys.copied')))}
        >
          {text('keys.copy')}
        </Button>
        <Button onClick={onDone}>{text('keys.done')}</Button>
      </Toolbar>
    </Panel>
  );
}

function KeyTable({ keys }: { keys: ApiKey[] }) {
  const text = useText();
  const toast = useToast();
  const [revoke, revoking] = adminApi.useRevokeApiKeyMutation();
  const [confirm, confirmDialog] = useConfirm();
  const [now] = useState(() => Date.now());
  const stateOf = (key: ApiKey) =>
    key.revokedAt !== null
      ? text('keys.state.revoked', { date: formatDate(key.revokedAt) })
      : key.expiresAt <= now
        ? text('keys.state.expired')
        : text('keys.state.active');
  const columns: TableColumn<ApiKey>[] = [
    { key: 'name', title: text('keys.column.name'), value: (key) => key.name },
    { key: 'key', title: text('keys.column.key'), value: (key) => `${key.prefix}…` },
    { key: 'created', title: text('keys.column.created'), value: (key) => formatDate(key.createdAt) },
    { key: 'expires', title: text('keys.column.expires'), value: (key) => formatDate(key.expiresAt) },
    {
      key: 'lastUsed',
      title: text('keys.column.lastUsed'),
      value: (key) => (key.lastUsedAt === null ? text('keys.never') : formatDate(key.lastUsedAt, true)),
    },
    { key: 'state', title: text('keys.column.state'), value: stateOf },
    actionsColumn(
      text('keys.column.actions'),
      (key) =>
        key.revokedAt === null && (
          <Button
            variant="danger"
            size="sm"
            disabled={revoking.isLoading}
            onClick={async () => {
              const sure = await confirm({
                title: text('keys.revokeTitle', { name: key.name }),
                text: text('keys.revokeText'),
                confirmText: text('keys.revokeConfirm'),
                danger: true,
              });
              if (!sure) return;
              const result = await revoke(key.id);
              if ('error' in result) toast.error(errorMessage(result.error));
              else toast.success(text('keys.revoked', { name: key.name }));
            }}
          >
            {text('keys.revoke', { name: key.name })}
          </Button>
        ),
    ),
  ];
  return (
    <>
      <Table
        label={text('keys.list')}
        columns={columns}
        data={keys}
        getRowId={(key) => String(key.id)}
        emptyText={text('keys.empty')}
      />
      {confirmDialog}
    </>
  );
}
