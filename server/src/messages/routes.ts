import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { mediaLinks } from '../files/index.js';
import { principalOf } from '../http/access.js';
import { notFound } from '../http/errors.js';
import { Id, IdParams, ref } from '../http/schema-helpers.js';
import { ORDER_PARTY, orderViewerOf } from '../orders/index.js';
import {
  MessageThreadSchema,
  OrderMessageSchema,
  OrderMessagesSchema,
  PostMessageBody,
  ReadBody,
  UnreadMessagesSchema,
} from './schemas.js';
import { markRead, postMessage } from './service.js';
import { orderThreads, ownCompany, unreadByOrder } from './threads.js';

/** Order messages: the threads of an order, posting, reading, the unread counts. */
const messageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.ctx;
  const links = mediaLinks(config);
  [OrderMessageSchema, MessageThreadSchema, OrderMessagesSchema, UnreadMessagesSchema].forEach((schema) => app.addSchema(schema));
  const tags = ['messages'];
  const MatchParams = Type.Object({ matchId: Id() });
  const party = (request: FastifyRequest) => ({ userId: principalOf(request).userId, viewer: orderViewerOf(request) });

  app.get(
    '/api/v1/orders/:id/messages',
    {
      config: { access: ORDER_PARTY },
      schema: {
        tags,
        summary: "An order's message threads: a customer's with every facility it went to, a facility's own",
        params: IdParams,
        response: { 200: ref(OrderMessagesSchema) },
      },
    },
    async (request) => {
      const { userId, viewer } = party(request);
      const found = await orderThreads(db, request.params.id, viewer, userId);
      if (!found) throw notFound(`Order ${request.params.id} not found`);
      const own = ownCompany(viewer);
      return {
        orderId: request.params.id,
        title: found.title,
        threads: found.threads.map((thread) => ({
          matchId: thread.matchId,
          facility: { id: thread.facilityId, name: thread.facilityName },
          lastReadId: thread.lastReadId,
          unread: thread.messages.filter((m) => m.authorCompanyId !== own && m.id > thread.lastReadId).length,
          messages: thread.messages.map((m) => ({
            id: m.id,
            authorName: m.authorName,
            authorCompany: m.authorCompany,
            mine: m.authorCompanyId === own,
            text: m.text,
            createdAt: m.createdAt.getTime(),
            attachments: m.attachments.map((file) => ({
              id: file.id,
              fileName: file.fileName,
              size: file.size,
              fileURL: links.link(file, userId).downloadUrl,
            })),
          })),
        })),
      };
    },
  );

  app.post(
    '/api/v1/matches/:matchId/messages',
    {
      config: { access: ORDER_PARTY },
      schema: {
        tags,
        summary: 'Posts a message (text and files the caller’s company uploaded) to the thread of this match; its id',
        params: MatchParams,
        body: PostMessageBody,
        response: { 201: Type.Object({ id: Type.Integer() }) },
      },
    },
    async (request, reply) => {
      const id = await postMessage(db, party(request), request.params.matchId, request.body);
      return reply.code(201).send({ id });
    },
  );

  app.post(
    '/api/v1/matches/:matchId/messages/read',
    {
      config: { access: ORDER_PARTY },
      schema: {
        tags,
        summary: 'Marks the thread read up to a message for the caller (a later call never marks less)',
        params: MatchParams,
        body: ReadBody,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      await markRead(db, party(request), request.params.matchId, request.body.upTo);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/v1/messages/unread',
    {
      config: { access: ORDER_PARTY },
      schema: {
        tags,
        summary: "The caller's unread messages, per order (the menu badge's count)",
        response: { 200: ref(UnreadMessagesSchema) },
      },
    },
    async (request) => {
      const { userId, viewer } = party(request);
      const orders = await unreadByOrder(db, viewer, userId);
      return { total: orders.reduce((sum, order) => sum + order.unread, 0), orders };
    },
  );
};

export default messageRoutes;
