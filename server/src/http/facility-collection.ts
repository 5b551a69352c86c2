import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Static, type TSchema, Type } from 'typebox';
import type { Db } from '../db/database.js';
import { type AccessRule, facilityChangeOf } from './access.js';
import { IdParams, ref } from './schema-helpers.js';

type FacilityChange = ReturnType<typeof facilityChangeOf>;

/** A facility's list of named things (its tags, priority labels, apps) that its editors add, change and remove. */
export interface FacilityCollection<Item extends TSchema, Body extends TSchema> {
  /** Where the collection is: an item is at `${path}/:id`. */
  path: string;
  tags: string[];
  /** Who adds, changes and removes an item. */
  editor: AccessRule;
  /** The item as answered, with the `$id` it is registered under. */
  item: Item;
  body: Body;
  summaries: { create: string; update: string; remove: string };
  create: (db: Db, change: FacilityChange, input: Static<Body>) => Promise<Static<Item>>;
  update: (db: Db, change: FacilityChange, id: number, input: Static<Body>) => Promise<Static<Item>>;
  remove: (db: Db, change: FacilityChange, id: number) => Promise<void>;
}

/**
 * A facility collection's changes, the same for each: a POST that answers 201 with the new item,
 * a PUT of an item that answers it changed, and a DELETE that answers 204. Each is made as the
 * caller, in the caller's facility (which the settings audit records).
 */
export function facilityCollectionRoutes<Item extends TSchema, Body extends TSchema>(
  app: FastifyInstance,
  collection: FacilityCollection<Item, Body>,
): void {
  const { db } = app.ctx;
  const { path, tags, editor, item, body, summaries } = collection;
  // Fastify's types cannot work out a body's type from a schema that is a type parameter: the
  // body is of `Body`'s type because Fastify has validated it against `body`.
  const inputOf = (request: FastifyRequest) => request.body as Static<Body>;
  type OfItem = { Params: { id: number } };
  app.post(
    path,
    { config: { access: editor }, schema: { tags, summary: summaries.create, body, response: { 201: ref(item) } } },
    async (request, reply) => reply.status(201).send(await collection.create(db, facilityChangeOf(request), inputOf(request))),
  );
  app.put<OfItem>(
    `${path}/:id`,
    {
      config: { access: editor },
      schema: { tags, summary: summaries.update, params: IdParams, body, response: { 200: ref(item) } },
    },
    async (request) => collection.update(db, facilityChangeOf(request), request.params.id, inputOf(request)),
  );
  app.delete<OfItem>(
    `${path}/:id`,
    {
      config: { access: editor },
      schema: { tags, summary: summaries.remove, params: IdParams, response: { 204: Type.Null() } },
    },
    async (request, reply) => {
      await collection.remove(db, facilityChangeOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
