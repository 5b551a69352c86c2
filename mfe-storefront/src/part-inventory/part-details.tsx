/**
 * One part of the inventory: what it was last ordered as, its revisions and their comparison
 * (`part-revisions.tsx`), a new revision's upload (the kit's upload flow, checked and measured as
 * New Order's files are), and the orders of it.
 */
import { useState } from 'react';
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
  Loaded,
  Page,
  PageHeader,
  runFileOperation,
  Section,
  Table,
  type TableColumn,
  Toolbar,
  usePendingUntilRead,
  useToast,
} from 'shared/ui';
import { storefrontApi, type InventorySide, type PartDetails } from '../api';
import { useText } from '../texts';
import { Comparison, Revisions } from './part-revisions';

export function PartDetailsView({ side, partId, onBack }: { side: InventorySide; partId: number; onBack: () => void }) {
  const text = useText();
  const part = storefrontApi.usePartQuery({ side, id: partId });
  return (
    <Page>
      <Button variant="link" onClick={onBack}>
        {text('inventory.back')}
      </Button>
      <Loaded query={part} failedTitle={text('inventory.partFailed')}>
        {(data) => <PartSections part={data} side={side} onChanged={() => void part.refetch()} />}
      </Loaded>
    </Page>
  );
}

/** The part drawn from its data; `onChanged` reads it again after a new revision. */
function PartSections({ part, side, onChanged }: { part: PartDetails; side: InventorySide; onChanged: () => void }) {
  const text = useText();
  const toast = useToast();
  const navigate = useNavigate();
  const [reorder, reordering] = storefrontApi.useReorderPartsMutation();
  const reorderThis = async () => {
    const result = await reorder([part.id]);
    if ('error' in result) return toast.error(errorMessage(result.error));
    navigate(`/store-front?draft=${result.data.orderId}`);
  };

  return (
    <>
      <PageHeader>
        <h1>{part.name}</h1>
      </PageHeader>
      <p>
        {side === 'facility' && `${part.company} · `}
        {text('inventory.facts', {
          partNumber: part.partNumber ?? text('inventory.none'),
          process: part.process ?? text('inventory.none'),
          material: part.material ?? text('inventory.none'),
        })}
      </p>
      {side === 'facility' && <PartTags part={part} />}
      {side === 'engineer' && (
        <Toolbar>
          <Button onClick={() => void reorderThis()} disabled={reordering.isLoading}>
            {text('inventory.reorder')}
          </Button>
        </Toolbar>
      )}
      <Revisions part={part} />
      <Comparison revisions={part.revisions} />
      {side === 'engineer' && <NewRevision partId={part.id} onAdded={onChanged} />}
      <Orders part={part} side={side} />
    </>
  );
}

function NewRevision({ partId, onAdded }: { partId: number; onAdded: () => void }) {
  const text = useText();
  const toast = useToast();
  // Uploads through the part's own address: the file becomes its next revision.
  const [client] = useState(() => createApiFileClient(`${FILES_URL}?partId=${partId}`));
  return (
    <Section title={text('inventory.newRevision')}>
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
    </Section>
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
    <Section title={text('inventory.orders')}>
      <Table
        label={text('inventory.orders')}
        columns={columns}
        data={part.orders}
        getRowId={(o) => String(o.id)}
        emptyText={text('inventory.noOrders')}
      />
    </Section>
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
