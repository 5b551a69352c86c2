/**
 * One part of the inventory: what it was last ordered as, its revisions (newest first, with
 * picture, size and volume), two of them compared measure by measure, a new revision's upload
 * (the kit's upload flow, checked and measured as New Order's files are), and the orders of it.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { errorMessage, referenceApi } from 'shared/api';
import type { RfqStatus } from 'shared/contracts';
import { useTexts } from 'shared/i18n';
import { ORDER_STATUS_TEXTS } from 'shared/orders';
import {
  Button,
  CheckboxGroup,
  ColorChip,
  createApiFileClient,
  FILES_URL,
  FileUpload,
  formatDate,
  LoadFailed,
  Loading,
  Muted,
  Page,
  PageHeader,
  runFileOperation,
  SelectField,
  Table,
  type TableColumn,
  Toolbar,
  usePendingUntilRead,
  useToast,
} from 'shared/ui';
import { storefrontApi, type InventorySide, type PartDetails, type PartRevision } from '../api';
import { useText } from '../texts';
import { compareRevisions, type Measure } from './measures';
import { Thumbnail } from './part-inventory-page';

/** Measures in the user's language: '1,5' in German, '1.5' in English. */
function useNumber() {
  const intl = useIntl();
  return (value: number, digits = 1) => intl.formatNumber(value, { maximumFractionDigits: digits });
}

export function PartDetailsView({ side, partId, onBack }: { side: InventorySide; partId: number; onBack: () => void }) {
  const text = useText();
  const toast = useToast();
  const navigate = useNavigate();
  const part = storefrontApi.usePartQuery({ side, id: partId });
  const [reorder, reordering] = storefrontApi.useReorderPartsMutation();

  if (part.isLoading) return <Loading />;
  if (!part.data)
    return (
      <Page>
        <Button variant="link" onClick={onBack}>
          {text('inventory.back')}
        </Button>
        <LoadFailed title={text('inventory.partFailed')} error={part.error} onRetry={() => void part.refetch()} />
      </Page>
    );
  const data = part.data;
  const reorderThis = async () => {
    const result = await reorder([data.id]);
    if ('error' in result) return toast.error(errorMessage(result.error));
    navigate(`/store-front?draft=${result.data.orderId}`);
  };

  return (
    <Page>
      <Button variant="link" onClick={onBack}>
        {text('inventory.back')}
      </Button>
      <PageHeader>
        <h1>{data.name}</h1>
      </PageHeader>
      <p>
        {side === 'facility' && `${data.company} · `}
        {text('inventory.facts', {
          partNumber: data.partNumber ?? text('inventory.none'),
          process: data.process ?? text('inventory.none'),
          material: data.material ?? text('inventory.none'),
        })}
      </p>
      {side === 'facility' && <PartTags part={data} />}
      {side === 'engineer' && (
        <Toolbar>
          <Button onClick={() => void reorderThis()} disabled={reordering.isLoading}>
            {text('inventory.reorder')}
          </Button>
        </Toolbar>
      )}
      <Revisions part={data} />
      <Comparison revisions={data.revisions} />
      {side === 'engineer' && <NewRevision partId={data.id} onAdded={() => void part.refetch()} />}
      <Orders part={data} side={side} />
    </Page>
  );
}

function Revisions({ part }: { part: PartDetails }) {
  const number = useNumber();
  const text = useText();
  const columns: TableColumn<PartRevision>[] = [
    {
      key: 'picture',
      title: text('inventory.column.picture'),
      render: (r) => r.thumbnailUrl && <Thumbnail src={r.thumbnailUrl} alt={text('inventory.pictureOf', { name: r.fileName })} />,
    },
    { key: 'revision', title: text('inventory.column.revision'), align: 'right', value: (r) => r.revision },
    { key: 'file', title: text('inventory.column.file'), value: (r) => `${r.fileName} (${r.fileId})` },
    {
      key: 'uploaded',
      title: text('inventory.column.uploaded'),
      value: (r) => [formatDate(r.uploadedAt, true), r.uploadedBy].filter(Boolean).join(', '),
    },
    {
      key: 'size',
      title: text('inventory.column.size'),
      value: (r) =>
        r.dimensions
          ? text('inventory.mm', { x: number(r.dimensions.x), y: number(r.dimensions.y), z: number(r.dimensions.z) })
          : text('inventory.notMeasured'),
    },
    {
      key: 'volume',
      title: text('inventory.column.volume'),
      align: 'right',
      value: (r) =>
        r.volume === null ? text('inventory.notMeasured') : text('inventory.cm3', { volume: number(r.volume / 1000, 2) }),
    },
    {
      key: 'state',
      title: text('inventory.column.state'),
      value: (r) => (r.verified ? text('inventory.verified') : text('inventory.unverified')),
    },
  ];
  return (
    <section aria-labelledby="part-revisions">
      <h2 id="part-revisions">{text('inventory.revisions')}</h2>
      <Table label={text('inventory.revisions')} columns={columns} data={part.revisions} getRowId={(r) => String(r.fileId)} />
    </section>
  );
}

function Comparison({ revisions }: { revisions: PartRevision[] }) {
  const number = useNumber();
  const text = useText();
  // Newest first: unless chosen, the one before the latest against the latest (also once a new
  // revision arrives, so the comparison follows the part rather than the first render).
  const [fromFile, setFromFile] = useState<number>();
  const [toFile, setToFile] = useState<number>();
  const from = revisions.find((r) => r.fileId === fromFile) ?? revisions[1];
  const to = revisions.find((r) => r.fileId === toFile) ?? revisions[0];
  const options = revisions.map((r) => ({
    value: String(r.fileId),
    label: text('inventory.revisionName', { revision: r.revision }),
  }));
  const shown = (value: number | null, digits: number) =>
    value === null ? text('inventory.notMeasured') : number(value, digits);
  const columns: TableColumn<ReturnType<typeof compareRevisions>[number]>[] = [
    {
      key: 'measure',
      title: text('inventory.measure'),
      value: (row) => text(`inventory.measure.${row.measure satisfies Measure}`),
    },
    {
      key: 'from',
      title: text('inventory.revisionName', { revision: from?.revision ?? '' }),
      align: 'right',
      value: (row) => shown(row.from, 2),
    },
    {
      key: 'to',
      title: text('inventory.revisionName', { revision: to?.revision ?? '' }),
      align: 'right',
      value: (row) => shown(row.to, 2),
    },
    {
      key: 'change',
      title: text('inventory.change'),
      align: 'right',
      value: (row) =>
        row.change === null
          ? ''
          : `${row.change > 0 ? '+' : ''}${number(row.change, 2)}${row.percent === null ? '' : ` (${row.percent > 0 ? '+' : ''}${number(row.percent)} %)`}`,
    },
  ];
  return (
    <section aria-labelledby="part-compare">
      <h2 id="part-compare">{text('inventory.compare')}</h2>
      {revisions.length < 2 || !from || !to ? (
        <Muted>{text('inventory.compareNeedsTwo')}</Muted>
      ) : (
        <>
          <Toolbar>
            <SelectField
              label={text('inventory.compareFrom')}
              value={String(from.fileId)}
              options={options}
              onChange={(v) => setFromFile(Number(v))}
            />
            <SelectField
              label={text('inventory.compareTo')}
              value={String(to.fileId)}
              options={options}
              onChange={(v) => setToFile(Number(v))}
            />
          </Toolbar>
          <Table
            label={text('inventory.comparison', { from: from.revision, to: to.revision })}
            columns={columns}
            data={compareRevisions(from, to)}
            getRowId={(row) => row.measure}
          />
        </>
      )}
    </section>
  );
}

function NewRevision({ partId, onAdded }: { partId: number; onAdded: () => void }) {
  const text = useText();
  const toast = useToast();
  // Uploads through the part's own address: the file becomes its next revision.
  const [client] = useState(() => createApiFileClient(`${FILES_URL}?partId=${partId}`));
  return (
    <section aria-labelledby="part-new-revision">
      <h2 id="part-new-revision">{text('inventory.newRevision')}</h2>
      <FileUpload
        client={client}
        label={text('inventory.newRevisionDrop')}
        onProcessed={(outcome) => {
          toast.success(text('inventory.revisionAdded', { name: outcome.file.fileName }));
          onAdded();
          // The picture comes once analyze has made it.
          void runFileOperation(client, 'analyze', outcome.file).then(onAdded, () => undefined);
        }}
      />
    </section>
  );
}

function Orders({ part, side }: { part: PartDetails; side: InventorySide }) {
  const text = useText();
  const statusText = useTexts(ORDER_STATUS_TEXTS);
  const navigate = useNavigate();
  type Order = PartDetails['orders'][number];
  const columns: TableColumn<Order>[] = [
    {
      key: 'order',
      title: text('inventory.column.order'),
      value: (o) => text('inventory.orderLink', { id: o.id, title: o.title }),
      render: (o) => (
        <Button
          variant="link"
          onClick={() => navigate(side === 'engineer' ? `/order-details/${o.id}` : `/service-provider/part-orders/${o.id}`)}
        >
          {text('inventory.orderLink', { id: o.id, title: o.title })}
        </Button>
      ),
    },
    { key: 'status', title: text('inventory.column.status'), value: (o) => statusText(`orders.status.${o.status as RfqStatus}`) },
    { key: 'revision', title: text('inventory.column.revision'), align: 'right', value: (o) => o.revision ?? '' },
    { key: 'quantity', title: text('inventory.column.quantity'), align: 'right', value: (o) => o.quantity },
    { key: 'delivered', title: text('inventory.column.delivered'), align: 'right', value: (o) => o.delivered },
    { key: 'created', title: text('inventory.column.ordered'), value: (o) => formatDate(o.createdAt) },
  ];
  return (
    <section aria-labelledby="part-orders">
      <h2 id="part-orders">{text('inventory.orders')}</h2>
      <Table
        label={text('inventory.orders')}
        columns={columns}
        data={part.orders}
        getRowId={(o) => String(o.id)}
        emptyText={text('inventory.noOrders')}
      />
    </section>
  );
}

/** The facility's tags on the part, saved as they are chosen. */
function PartTags({ part }: { part: PartDetails }) {
  const text = useText();
  const toast = useToast();
  const tags = referenceApi.useTagsQuery({ kind: 'PART' });
  const [tagPart] = storefrontApi.useTagPartMutation();
  // What was just chosen shows at once, until the part read again after the save shows it (or the save fails).
  const [pending, setPending, saving] = usePendingUntilRead<number[] | undefined>(part, undefined);
  const chosen = pending ?? part.tags.map((tag) => tag.id);
  const choose = async (id: number, on: boolean) => {
    const next = on ? [...chosen, id] : chosen.filter((other) => other !== id);
    setPending(next);
    const result = await saving(tagPart({ id: part.id, tagIds: next }));
    if ('error' in result) {
      setPending(undefined);
      toast.error(errorMessage(result.error));
    }
  };
  if (!tags.data?.length) return null;
  return (
    <CheckboxGroup
      legend={text('inventory.tags')}
      options={tags.data.map((tag) => ({ value: tag.id, label: <ColorChip color={tag.color}>{tag.name}</ColorChip> }))}
      selected={chosen}
      onChange={(id, on) => void choose(id, on)}
    />
  );
}
