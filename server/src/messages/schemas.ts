import { Type } from 'typebox';
import { EpochMs, Id, ref } from '../http/schema-helpers.js';
import { MESSAGE_MAX_FILES, MESSAGE_MAX_LENGTH } from './service.js';

export const OrderMessageSchema = Type.Object(
  {
    id: Type.Integer(),
    authorName: Type.String(),
    authorCompany: Type.String(),
    mine: Type.Boolean({ description: "Written by the caller's side (company or facility)" }),
    text: Type.String(),
    createdAt: EpochMs(),
    attachments: Type.Array(
      Type.Object({
        id: Type.Integer(),
        fileName: Type.String(),
        size: Type.Integer(),
        fileURL: Type.String({ description: 'A short-lived signed download link for the caller' }),
      }),
    ),
  },
  { $id: 'OrderMessage' },
);

export const MessageThreadSchema = Type.Object(
  {
    matchId: Type.Integer({ description: 'The thread is the match of the facility the customer talks with' }),
    facility: Type.Object({ id: Type.Integer(), name: Type.String() }),
    unread: Type.Integer({ description: "Messages of the other side past the caller's last read one" }),
    lastReadId: Type.Integer(),
    messages: Type.Array(ref(OrderMessageSchema)),
  },
  { $id: 'MessageThread' },
);

export const OrderMessagesSchema = Type.Object(
  {
    orderId: Type.Integer(),
    title: Type.String(),
    threads: Type.Array(ref(MessageThreadSchema), {
      description: 'A customer: one per facility the order went to; a facility: its own',
    }),
  },
  { $id: 'OrderMessages' },
);

export const UnreadMessagesSchema = Type.Object(
  {
    total: Type.Integer(),
    orders: Type.Array(Type.Object({ orderId: Type.Integer(), unread: Type.Integer() })),
  },
  { $id: 'UnreadMessages' },
);

export const PostMessageBody = Type.Object(
  {
    text: Type.String({ maxLength: MESSAGE_MAX_LENGTH }),
    fileIds: Type.Array(Id(), {
      maxItems: MESSAGE_MAX_FILES,
      description: "Files the author's company uploaded (POST /api/v1/files)",
    }),
  },
  { additionalProperties: false },
);

export const ReadBody = Type.Object(
  { upTo: Id({ description: 'The newest message the caller has seen' }) },
  { additionalProperties: false },
);
