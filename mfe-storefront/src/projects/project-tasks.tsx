/** A project's tasks: each one's state changed in place, and a new one with whom it is for and when it is due. */
import moment from 'moment';
import { useState } from 'react';
import {
  Button,
  Card,
  DateInput,
  formatDate,
  FormGrid,
  Section,
  Select,
  SelectField,
  Table,
  type TableColumn,
  TextField,
  Toolbar,
} from 'shared/ui';
import type { Project } from '../api';
import { useText } from '../texts';
import type { SectionProps } from './project-section';

const STATES = ['OPEN', 'IN_PROGRESS', 'DONE'] as const;
/** A due day is a calendar day: read at noon, so no time zone moves it. */
const dayToTime = (day: string) => new Date(`${day}T12:00:00`).getTime();

export function Tasks({ project, change, busy }: SectionProps) {
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
    <Section title={text('projects.tasks')}>
      <Table
        label={text('projects.tasks')}
        columns={columns}
        data={project.tasks}
        getRowId={(t) => String(t.id)}
        emptyText={text('projects.noTasks')}
      />
      <Card role="group" aria-label={text('projects.newTask')}>
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
      </Card>
    </Section>
  );
}
