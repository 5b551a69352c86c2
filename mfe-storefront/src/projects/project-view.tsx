/**
 * One project: its orders' states at a glance, its members, tasks (the state changed in place),
 * comments with mentions, and part files. Every change answers with the project as it now is;
 * a change another member makes arrives live.
 */
import { useNavigate } from 'react-router-dom';
import { errorMessage } from 'shared/api';
import type { RfqStatus } from 'shared/contracts';
import { useTexts } from 'shared/i18n';
import { ORDER_STATUS_TEXTS } from 'shared/orders';
import { actionsColumn, Button, Loaded, Page, PageHeader, Section, Table, type TableColumn, useToast } from 'shared/ui';
import { storefrontApi, type Project, type ProjectSide } from '../api';
import { useText } from '../texts';
import { AddOne } from './add-one';
import { Comments } from './project-comments';
import type { Change, SectionProps } from './project-section';
import { Tasks } from './project-tasks';

export function ProjectView({ side, id, onBack }: { side: ProjectSide; id: number; onBack: () => void }) {
  const text = useText();
  const toast = useToast();
  const project = storefrontApi.useProjectQuery({ side, id });
  const [send, sending] = storefrontApi.useChangeProjectMutation();
  /** Makes a change; the server's refusal is shown, and false returned. */
  const change = async (what: Change) => {
    const result = await send({ side, id, change: what });
    if ('error' in result) toast.error(errorMessage(result.error));
    return !('error' in result);
  };

  return (
    <Page>
      <Button variant="link" onClick={onBack}>
        {text('projects.back')}
      </Button>
      <Loaded query={project} failedTitle={text('projects.projectFailed')}>
        {(data) => {
          const props = { project: data, side, change, busy: sending.isLoading };
          return (
            <>
              <PageHeader>
                <h1>{data.name}</h1>
              </PageHeader>
              <p>
                {data.sharedFacility
                  ? text('projects.sharedWith', { company: data.company, facility: data.sharedFacility })
                  : text('projects.notShared', { company: data.company })}
              </p>
              {data.description && <p>{data.description}</p>}
              <Orders {...props} />
              <Members {...props} />
              <Tasks {...props} />
              <Comments {...props} />
              <Files {...props} />
            </>
          );
        }}
      </Loaded>
    </Page>
  );
}

function Orders({ project, side, change, busy }: SectionProps) {
  const text = useText();
  const statusText = useTexts(ORDER_STATUS_TEXTS);
  const navigate = useNavigate();
  const orders = storefrontApi.useCustomerOrdersQuery({ offset: 0, limit: 100 }, { skip: side !== 'engineer' });
  type Order = Project['orders'][number];
  const ids = project.orders.map((order) => order.id);
  const columns: TableColumn<Order>[] = [
    {
      key: 'order',
      title: text('projects.column.order'),
      value: (o) => `${o.id}: ${o.title}`,
      render: (o) => (
        <Button
          variant="link"
          onClick={() => navigate(side === 'engineer' ? `/order-details/${o.id}` : `/service-provider/part-orders/${o.id}`)}
        >
          {`${o.id}: ${o.title}`}
        </Button>
      ),
    },
    { key: 'status', title: text('projects.column.status'), value: (o) => statusText(`orders.status.${o.status as RfqStatus}`) },
    ...(side === 'engineer'
      ? [
          actionsColumn(text('projects.column.actions'), (o: Order) => (
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={() => void change({ kind: 'orders', ids: ids.filter((one) => one !== o.id) })}
            >
              {text('projects.remove', { name: String(o.id) })}
            </Button>
          )),
        ]
      : []),
  ];
  return (
    <Section title={text('projects.orders')}>
      <Table
        label={text('projects.orders')}
        columns={columns}
        data={project.orders}
        getRowId={(o) => String(o.id)}
        emptyText={text('projects.noOrders')}
      />
      {side === 'engineer' && (
        <AddOne
          label={text('projects.addOrder')}
          busy={busy}
          options={(orders.data?.orders ?? [])
            .filter((order) => !ids.includes(order.id))
            .map((order) => ({ value: String(order.id), label: `${order.id}: ${order.displayTitle}` }))}
          onAdd={(orderId) => change({ kind: 'orders', ids: [...ids, orderId] })}
        />
      )}
    </Section>
  );
}

function Members({ project, change, busy }: SectionProps) {
  const text = useText();
  type Person = Project['members'][number];
  const columns: TableColumn<Person>[] = [
    { key: 'name', title: text('projects.column.person'), value: (p) => p.name },
    { key: 'company', title: text('projects.column.company'), value: (p) => p.company },
    { key: 'email', title: text('projects.column.email'), value: (p) => p.email },
    actionsColumn(
      text('projects.column.actions'),
      (p: Person) =>
        project.members.length > 1 && (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => void change({ kind: 'removeMember', userId: p.userId })}
          >
            {text('projects.remove', { name: p.name })}
          </Button>
        ),
    ),
  ];
  return (
    <Section title={text('projects.members')}>
      <Table label={text('projects.members')} columns={columns} data={project.members} getRowId={(p) => String(p.userId)} />
      {project.candidates.length > 0 && (
        <AddOne
          label={text('projects.addMember')}
          busy={busy}
          options={project.candidates.map((p) => ({ value: String(p.userId), label: `${p.name} (${p.company})` }))}
          onAdd={(userId) => change({ kind: 'addMember', userId })}
        />
      )}
    </Section>
  );
}

function Files({ project, side, change, busy }: SectionProps) {
  const text = useText();
  const files = storefrontApi.usePartFilesQuery({ offset: 0, limit: 100 }, { skip: side !== 'engineer' });
  type File = Project['files'][number];
  const ids = project.files.map((file) => file.id);
  const columns: TableColumn<File>[] = [
    { key: 'file', title: text('projects.column.file'), value: (f) => f.fileName },
    ...(side === 'engineer'
      ? [
          actionsColumn(text('projects.column.actions'), (f: File) => (
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={() => void change({ kind: 'files', ids: ids.filter((one) => one !== f.id) })}
            >
              {text('projects.remove', { name: f.fileName })}
            </Button>
          )),
        ]
      : []),
  ];
  return (
    <Section title={text('projects.files')}>
      <Table
        label={text('projects.files')}
        columns={columns}
        data={project.files}
        getRowId={(f) => String(f.id)}
        emptyText={text('projects.noFiles')}
      />
      {side === 'engineer' && (
        <AddOne
          label={text('projects.addFile')}
          busy={busy}
          options={(files.data?.files ?? [])
            .filter((file) => !ids.includes(file.id) && file.originalFileId === null)
            .map((file) => ({ value: String(file.id), label: file.fileName }))}
          onAdd={(fileId) => change({ kind: 'files', ids: [...ids, fileId] })}
        />
      )}
    </Section>
  );
}
