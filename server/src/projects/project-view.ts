import type { Db } from '../db/database.js';
import { notFound } from '../http/errors.js';
import { projectDetails, type ProjectViewer } from './queries.js';

const name = (row: { first_name: string; last_name: string }) => `${row.first_name} ${row.last_name}`;
/** The project as its page shows it to `viewer`. */
export async function projectView(db: Db, viewer: ProjectViewer, id: number) {
  const found = await projectDetails(db, viewer, id);
  if (!found) throw notFound(`Project ${id} not found`);
  const { project, people, members, tasks, comments, orders, files } = found;
  const person = (row: (typeof people)[number]) => ({
    userId: Number(row.id),
    name: name(row),
    email: row.email,
    company: row.company_name ?? '',
  });
  const names = new Map(people.map((row) => [Number(row.id), name(row)]));
  return {
    id: project.id,
    name: project.name,
    description: project.description,
    company: project.company_name,
    sharedFacility: project.facility_name,
    updatedAt: project.updated_at.getTime(),
    members: people.filter((row) => members.has(Number(row.id))).map(person),
    candidates: people.filter((row) => !members.has(Number(row.id))).map(person),
    tasks: tasks.map((task) => ({
      id: task.id,
      title: task.title,
      assigneeId: task.assignee_id === null ? null : Number(task.assignee_id),
      assignee: task.assignee_name,
      dueDate: task.due_date,
      state: task.state,
    })),
    comments: comments.map((comment) => ({
      id: comment.id,
      author: name(comment),
      authorId: Number(comment.author_id),
      body: comment.body,
      mentions: comment.mentioned_user_ids.map((userId) => names.get(Number(userId)) ?? ''),
      createdAt: comment.created_at.getTime(),
    })),
    orders: orders.map((order) => ({ id: order.id, title: order.display_title, status: order.status })),
    files: files.map((file) => ({ id: file.id, fileName: file.file_name, partId: file.part_id })),
  };
}
