import { Type } from 'typebox';
import { Id, Nullable, StringEnum } from '../http/schema-helpers.js';

const TASK_STATES = ['OPEN', 'IN_PROGRESS', 'DONE'] as const;

export const ProjectQuery = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: 200, description: 'Part of the project’s name' })),
    offset: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
    limit: Type.Integer({ minimum: 1, maximum: 100 }),
  },
  { additionalProperties: false },
);

export const ProjectRowSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    company: Type.String(),
    sharedFacility: Nullable(Type.String()),
    members: Type.Integer(),
    orders: Type.Integer(),
    openTasks: Type.Integer(),
    myOpenTasks: Type.Integer({ description: 'Open tasks assigned to the caller' }),
    updatedAt: Type.Integer(),
  },
  { $id: 'ProjectRow' },
);

const Person = Type.Object({ userId: Type.Integer(), name: Type.String(), email: Type.String(), company: Type.String() });

export const ProjectSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    description: Type.String(),
    company: Type.String(),
    sharedFacility: Nullable(Type.String()),
    updatedAt: Type.Integer(),
    members: Type.Array(Person),
    candidates: Type.Array(Person, { description: 'People who may be added: the company’s and the shared facility’s' }),
    tasks: Type.Array(
      Type.Object({
        id: Type.Integer(),
        title: Type.String(),
        assigneeId: Nullable(Type.Integer()),
        assignee: Nullable(Type.String()),
        dueDate: Nullable(Type.String({ format: 'date' })),
        state: StringEnum(TASK_STATES),
      }),
    ),
    comments: Type.Array(
      Type.Object({
        id: Type.Integer(),
        author: Type.String(),
        authorId: Type.Integer(),
        body: Type.String(),
        mentions: Type.Array(Type.String(), { description: 'The members it mentions, by name' }),
        createdAt: Type.Integer(),
      }),
    ),
    orders: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), status: Type.String() })),
    files: Type.Array(Type.Object({ id: Type.Integer(), fileName: Type.String(), partId: Nullable(Type.Integer()) })),
  },
  { $id: 'Project' },
);

export const NewProject = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
    description: Type.String({ maxLength: 4000 }),
    sharedFacilityId: Nullable(Id({ description: 'The facility whose people may join it' })),
  },
  { additionalProperties: false, $id: 'NewProject' },
);

export const MemberBody = Type.Object({ userId: Id() }, { additionalProperties: false });
export const MemberParams = Type.Object({ id: Id(), userId: Id() });
export const TaskParams = Type.Object({ id: Id(), taskId: Id() });

export const TaskInput = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
    assigneeId: Nullable(Id()),
    dueDate: Nullable(Type.String({ format: 'date' })),
    state: Type.Optional(StringEnum(TASK_STATES)),
  },
  { additionalProperties: false, $id: 'ProjectTaskInput' },
);

export const CommentInput = Type.Object(
  {
    body: Type.String({ minLength: 1, maxLength: 4000, pattern: '\\S' }),
    mentionedUserIds: Type.Array(Id(), { maxItems: 50, uniqueItems: true, description: 'Members to mail the comment to' }),
  },
  { additionalProperties: false, $id: 'ProjectCommentInput' },
);

export const LinksBody = Type.Object(
  { ids: Type.Array(Id(), { maxItems: 500, uniqueItems: true }) },
  { additionalProperties: false },
);
