/**
 * One project: its orders' states at a glance, its members, tasks (the state changed in place),
 * comments with mentions, and part files. Every change answers with the project as it now is;
 * a change another member makes arrives live.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from 'shared/api';
import type { RfqStatus } from 'shared/contracts';
import { useTexts } from 'shared/i18n';
import { ORDER_STATUS_TEXTS } from 'shared/orders';
import {
  Button,
  CheckboxGroup,
  colors,
  DateInput,
  formatDate,
  FormFailure,
  FormGrid,
  LoadFailed,
  Loading,
  Muted,
  Page,
  PageHeader,
  Select,
  SelectField,
  space,
  Table,
  Textarea,
  TextField,
  Toolbar,
  useToast,
  type TableColumn,
} from 'shared/ui';
import moment from 'moment';
import { storefrontApi, type Project, type ProjectSide } from '../api';
import { useText } from '../texts';

const STATES = ['OPEN', 'IN_PROGRESS', 'DONE'] as const;
type Change = Parameters<ReturnType<typeof storefrontApi.useChangeProjectMutation>[0]>[0]['change'];
/** A due day is a calendar day: read at noon, so no time zone moves it. */
const dayToTime = (day: string) => new Date(`${day}T12:00:00`).getTime();

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

  if (project.isLoading) return <Loading />;
  if (!project.data)
    return (
      <Page>
        <Button variant="link" onClick={onBack}>
          {text('projects.back')}
        </Button>
        <LoadFailed title={text('projects.projectFailed')} error={project.error} onRetry={() => void project.refetch()} />
      </Page>
    );
  const data = project.data;
  const props = { project: data, side, change, busy: sending.isLoading };
  return (
    <Page>
      <Button variant="link" onClick={onBack}>
        {text('projects.back')}
      </Button>
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
    </Page>
  );
}

interface SectionProps {
  project: Project;
  side: ProjectSide;
  change: (what: Change) => Promise<boolean>;
  busy: boolean;
}

/** A select of things to add, and its Add button. */
function AddOne({
  label,
  options,
  onAdd,
  busy,
}: {
  label: string;
  options: { value: string; label: string }[];
  onAdd: (id: number) => Promise<boolean>;
  busy: boolean;
}) {
  const text = useText();
  const [chosen, setChosen] = useState('');
  return (
    <Toolbar>
      <SelectField label={label} value={chosen} placeholder={text('projects.choose')} options={options} onChange={setChosen} />
      <Button
        disabled={!chosen || busy}
        onClick={() =>
          void onAdd(Number(chosen)).then((added) => {
            if (added) setChosen('');
          })
        }
      >
        {text('projects.add')}
      </Button>
    </Toolbar>
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
          {
            key: 'actions',
            title: text('projects.column.actions'),
            render: (o: Order) => (
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                onClick={() => void change({ kind: 'orders', ids: ids.filter((one) => one !== o.id) })}
              >
                {text('projects.remove', { name: String(o.id) })}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <section aria-labelledby="project-orders">
      <h2 id="project-orders">{text('projects.orders')}</h2>
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
    </section>
  );
}

function Members({ project, change, busy }: SectionProps) {
  const text = useText();
  type Person = Project['members'][number];
  const columns: TableColumn<Person>[] = [
    { key: 'name', title: text('projects.column.person'), value: (p) => p.name },
    { key: 'company', title: text('projects.column.company'), value: (p) => p.company },
    { key: 'email', title: text('projects.column.email'), value: (p) => p.email },
    {
      key: 'actions',
      title: text('projects.column.actions'),
      render: (p) =>
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
    },
  ];
  return (
    <section aria-labelledby="project-members">
      <h2 id="project-members">{text('projects.members')}</h2>
      <Table label={text('projects.members')} columns={columns} data={project.members} getRowId={(p) => String(p.userId)} />
      {project.candidates.length > 0 && (
        <AddOne
          label={text('projects.addMember')}
          busy={busy}
          options={project.candidates.map((p) => ({ value: String(p.userId), label: `${p.name} (${p.company})` }))}
          onAdd={(userId) => change({ kind: 'addMember', userId })}
        />
      )}
    </section>
  );
}

function Tasks({ project, change, busy }: SectionProps) {
  const text = useText();
  type Task = Project['tasks'][number];
  const [title, setTitle] = useState('');
  const [assignee, setAssignee] = useState('');
  const [due, setDue] = useState<number | null>(null);
  const [problem, setProblem] = useState<string>();
  const add = async () => {
    if (!title.trim()) return setProblem(text('projects.taskRequired'));
    setProblem(undefined);
    const added = await change({
      kind: 'addTask',
      task: {
        title: title.trim(),
        assigneeId: Number(assignee) || null,
        dueDate: due === null ? null : moment(due).format('YYYY-MM-DD'),
      },
    });
    if (added) {
      setTitle('');
      setAssignee('');
      setDue(null);
    }
  };
  const columns: TableColumn<Task>[] = [
    { key: 'title', title: text('projects.column.task'), value: (t) => t.title },
    { key: 'assignee', title: text('projects.column.assignee'), value: (t) => t.assignee ?? text('projects.unassigned') },
    { key: 'due', title: text('projects.column.due'), value: (t) => (t.dueDate ? formatDate(dayToTime(t.dueDate)) : '') },
    {
      key: 'state',
      title: text('projects.column.state'),
      value: (t) => text(`projects.state.${t.state}`),
      render: (t) => (
        <Select
          aria-label={text('projects.stateOf', { title: t.title })}
          $size="sm"
          value={t.state}
          disabled={busy}
          onChange={(event) =>
            void change({
              kind: 'updateTask',
              taskId: t.id,
              task: { title: t.title, assigneeId: t.assigneeId, dueDate: t.dueDate, state: event.target.value as Task['state'] },
            })
          }
        >
          {STATES.map((state) => (
            <option key={state} value={state}>
              {text(`projects.state.${state}`)}
            </option>
          ))}
        </Select>
      ),
    },
  ];
  return (
    <section aria-labelledby="project-tasks">
      <h2 id="project-tasks">{text('projects.tasks')}</h2>
      <Table
        label={text('projects.tasks')}
        columns={columns}
        data={project.tasks}
        getRowId={(t) => String(t.id)}
        emptyText={text('projects.noTasks')}
      />
      <Group role="group" aria-label={text('projects.newTask')}>
        <h3>{text('projects.newTask')}</h3>
        <FormGrid>
          <TextField
            label={text('projects.taskTitle')}
            value={title}
            error={problem}
            onChange={(event) => setTitle(event.target.value)}
          />
          <SelectField
            label={text('projects.assignee')}
            value={assignee}
            placeholder={text('projects.unassigned')}
            options={project.members.map((p) => ({ value: String(p.userId), label: p.name }))}
            onChange={setAssignee}
          />
          <DateInput label={text('projects.dueDate')} value={due} onChange={setDue} />
        </FormGrid>
        <Toolbar>
          <Button disabled={busy} onClick={() => void add()}>
            {text('projects.addTask')}
          </Button>
        </Toolbar>
      </Group>
    </section>
  );
}

function Comments({ project, change, busy }: SectionProps) {
  const text = useText();
  const [body, setBody] = useState('');
  const [mentioned, setMentioned] = useState<number[]>([]);
  const [failure, setFailure] = useState<string>();
  const post = async () => {
    if (!body.trim()) return;
    setFailure(undefined);
    if (await change({ kind: 'comment', body: body.trim(), mentionedUserIds: mentioned })) {
      setBody('');
      setMentioned([]);
    }
  };
  return (
    <section aria-labelledby="project-comments">
      <h2 id="project-comments">{text('projects.comments')}</h2>
      {project.comments.length === 0 ? (
        <Muted>{text('projects.noComments')}</Muted>
      ) : (
        <CommentList>
          {project.comments.map((comment) => (
            <li key={comment.id}>
              <Muted>{text('projects.byline', { author: comment.author, date: formatDate(comment.createdAt, true) })}</Muted>
              <p>{comment.body}</p>
              {comment.mentions.length > 0 && <Muted>{text('projects.mentions', { names: comment.mentions.join(', ') })}</Muted>}
            </li>
          ))}
        </CommentList>
      )}
      <FormFailure message={failure} />
      <Textarea label={text('projects.comment')} rows={3} value={body} onChange={(event) => setBody(event.target.value)} />
      <CheckboxGroup
        legend={text('projects.mention')}
        options={project.members.map((p) => ({ value: p.userId, label: p.name }))}
        selected={mentioned}
        onChange={(userId, chosen) => setMentioned((ids) => (chosen ? [...ids, userId] : ids.filter((one) => one !== userId)))}
      />
      <Toolbar>
        <Button disabled={busy || !body.trim()} onClick={() => void post()}>
          {text('projects.post')}
        </Button>
      </Toolbar>
    </section>
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
          {
            key: 'actions',
            title: text('projects.column.actions'),
            render: (f: File) => (
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                onClick={() => void change({ kind: 'files', ids: ids.filter((one) => one !== f.id) })}
              >
                {text('projects.remove', { name: f.fileName })}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <section aria-labelledby="project-files">
      <h2 id="project-files">{text('projects.files')}</h2>
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
    </section>
  );
}

const Group = styled.section`
  display: grid;
  gap: ${space(3)};
  padding: ${space(3)};
  border: 1px solid ${colors.border};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

const CommentList = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${space(3)};
  li {
    border-left: 3px solid ${colors.border};
    padding-left: ${space(3)};
  }
  p {
    margin: ${space(1)} 0;
    white-space: pre-wrap;
  }
`;
