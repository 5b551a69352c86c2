import type { Job } from 'shared/contracts';
import { callsAs, createTestApp, logins, type Session, type TestApp } from '../test-support/test-app.js';

jest.setTimeout(120_000);

let t: TestApp;
let admin: Session; // Austin's admin: TAGS_SETTINGS_EDITOR
let operator: Session; // Austin's operator: no editor permission
let engineer: Session; // Acme's engineer: a customer of Austin
let northwind: Session; // another enterprise's facility
let austinId: number;
beforeAll(async () => {
  t = await createTestApp();
  [admin, operator, engineer, northwind] = await logins(t.app, 'admin', 'operator', 'engineer', 'vendor');
  austinId = (
    await t.db.selectFrom('users').select('service_provider_id').where('email', '=', 'admin@demo.test').executeTakeFirstOrThrow()
  ).service_provider_id!;
});
afterAll(() => t.close());

const call = callsAs(() => t);

interface Tag {
  id: number;
  name: string;
  color: string;
  kinds: string[];
}
const tagNamed = async (name: string, facilityId = austinId) =>
  (
    await t.db
      .selectFrom('tags')
      .select('id')
      .where('facility_id', '=', facilityId)
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;
const labelNamed = async (label: string) =>
  (await t.db.selectFrom('priority_labels').select('id').where('label', '=', label).executeTakeFirstOrThrow()).id;
/** An offer to Austin and its order. */
const austinMatch = async () =>
  t.db.selectFrom('matches').select(['id', 'rfq_id']).where('facility_id', '=', austinId).orderBy('id').executeTakeFirstOrThrow();

describe('tags', () => {
  it('are kept by the tag editors, unique by name, and every change is audited', async () => {
    const made = await call(admin, 'POST', '/api/v1/sp/tags', { name: ' Medical ', color: '#aa00aa', kinds: ['JOB', 'ORDER'] });
    expect(made.statusCode).toBe(201);
    const tag = made.json() as Tag;
    expect(tag).toMatchObject({ name: 'Medical', color: '#aa00aa', kinds: ['ORDER', 'JOB'] });

    const twin = await call(admin, 'POST', '/api/v1/sp/tags', { name: 'MEDICAL', color: '#000000', kinds: ['PART'] });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().message).toBe("A tag named 'MEDICAL' already exists");
    const noKinds = await call(admin, 'POST', '/api/v1/sp/tags', { name: 'Empty', color: '#000000', kinds: [] });
    expect(noKinds.statusCode).toBe(400);
    expect(noKinds.json().message).toContain('kinds');
    expect((await call(operator, 'POST', '/api/v1/sp/tags', { name: 'Mine', color: '#000000', kinds: ['JOB'] })).statusCode).toBe(
      403,
    );

    // Read by every member, by kind.
    const forParts = (await call(operator, 'GET', '/api/v1/sp/tags?kind=PART')).json() as Tag[];
    expect(forParts.map((x) => x.name)).toEqual(['Aerospace', 'Prototype']);
    expect(((await call(northwind, 'GET', '/api/v1/sp/tags')).json() as Tag[]).map((x) => x.name)).not.toContain('Medical');

    const renamed = await call(admin, 'PUT', `/api/v1/sp/tags/${tag.id}`, {
      name: 'Medical devices',
      color: '#aa00aa',
      kinds: ['ORDER'],
    });
    expect(renamed.json()).toMatchObject({ name: 'Medical devices', kinds: ['ORDER'] });
    expect((await call(northwind, 'DELETE', `/api/v1/sp/tags/${tag.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/v1/sp/tags/${tag.id}`)).statusCode).toBe(204);

    const audit = (await call(operator, 'GET', '/api/v1/sp/settings/audit?offset=0&limit=3')).json();
    expect(
      audit.rows.map((row: { setting: string; before: unknown; after: unknown }) => [row.setting, row.before, row.after]),
    ).toEqual([
      ['TAG', { name: 'Medical devices', color: '#aa00aa', kinds: ['ORDER'] }, null],
      [
        'TAG',
        { name: 'Medical', color: '#aa00aa', kinds: ['ORDER', 'JOB'] },
        { name: 'Medical devices', color: '#aa00aa', kinds: ['ORDER'] },
      ],
      ['TAG', null, { name: 'Medical', color: '#aa00aa', kinds: ['ORDER', 'JOB'] }],
    ]);
  });

  it('with a priority label mark a facility’s offer, narrow its part orders, and stay hidden from the customer', async () => {
    const match = await austinMatch();
    const aerospace = await tagNamed('Aerospace');
    const repeat = await tagNamed('Repeat order');
    const rush = await labelNamed('Rush');

    const marked = await call(operator, 'PUT', `/api/v1/matches/${match.id}/labels`, {
      priorityLabelId: rush,
      tagIds: [repeat, aerospace],
    });
    expect(marked.statusCode).toBe(200);
    const offer = marked.json().matches[0];
    expect(offer.priorityLabel).toEqual({ id: rush, name: 'Rush', color: '#d9534f' });
    expect(offer.tags.map((x: Tag) => x.name)).toEqual(['Aerospace', 'Repeat order']);

    // The TAGS filter and the label filter of the part orders.
    const list = async (query: string) =>
      (await call(operator, 'GET', `/api/v1/part-orders?stage=ALL&offset=0&limit=100&${query}`)).json().orders as {
        matchId: number;
        priorityLabel: unknown;
        tags: Tag[];
      }[];
    const tagged = await list(`tagId=${repeat}`);
    expect(tagged.map((row) => row.matchId)).toEqual([match.id]);
    expect(tagged[0]!.priorityLabel).toEqual({ id: rush, name: 'Rush', color: '#d9534f' });
    expect((await list(`priorityLabelId=${rush}`)).map((row) => row.matchId)).toEqual([match.id]);
    expect((await list(`tagId=${await tagNamed('Prototype')}`)).length).toBe(0);

    // The customer reads the order without the facility's marks.
    const asCustomer = (await call(engineer, 'GET', `/api/v1/orders/${match.rfq_id}`)).json();
    const theirView = asCustomer.matches.find((m: { id: number }) => m.id === match.id);
    expect(theirView).toMatchObject({ priorityLabel: null, tags: [] });

    // Marks that are not the facility's, or not for orders, are refused by name.
    const munichTag = await tagNamed(
      'Medizintechnik',
      (await t.db.selectFrom('tags').select('facility_id').where('name', '=', 'Medizintechnik').executeTakeFirstOrThrow())
        .facility_id,
    );
    const foreign = await call(operator, 'PUT', `/api/v1/matches/${match.id}/labels`, {
      priorityLabelId: null,
      tagIds: [munichTag],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(`Tag ${munichTag} is not one of this facility’s tags`);
    const jobOnly = await call(operator, 'PUT', `/api/v1/matches/${match.id}/labels`, {
      priorityLabelId: null,
      tagIds: [await tagNamed('Night shift')],
    });
    expect(jobOnly.json().message).toMatch(/may not be set on orders$/);
    const express = await labelNamed('Express');
    const otherLabel = await call(operator, 'PUT', `/api/v1/matches/${match.id}/labels`, {
      priorityLabelId: express,
      tagIds: [],
    });
    expect(otherLabel.statusCode).toBe(400);
    expect(otherLabel.json().message).toBe(`Priority label ${express} is not one of this facility’s labels`);
    expect(
      (await call(northwind, 'PUT', `/api/v1/matches/${match.id}/labels`, { priorityLabelId: null, tagIds: [] })).statusCode,
    ).toBe(404);

    // Taking ORDER off a tag takes it off the offers; deleting the label takes it off too.
    await call(admin, 'PUT', `/api/v1/sp/tags/${aerospace}`, { name: 'Aerospace', color: '#1f6feb', kinds: ['PART', 'JOB'] });
    await call(admin, 'DELETE', `/api/v1/priorities/${rush}`);
    const after = (await call(operator, 'GET', `/api/v1/orders/${match.rfq_id}`)).json().matches[0];
    expect(after.priorityLabel).toBeNull();
    expect(after.tags.map((x: Tag) => x.name)).toEqual(['Repeat order']);
    await call(admin, 'PUT', `/api/v1/sp/tags/${aerospace}`, {
      name: 'Aerospace',
      color: '#1f6feb',
      kinds: ['ORDER', 'PART', 'JOB'],
    });
  });

  it('mark the parts a facility makes, which its part list filters by, and a customer does not see', async () => {
    const part = await t.db
      .selectFrom('part_facilities')
      .select('part_id')
      .where('facility_id', '=', austinId)
      .orderBy('part_id')
      .executeTakeFirstOrThrow();
    const prototype = await tagNamed('Prototype');
    const set = await call(operator, 'PUT', `/api/v1/sp/part-inventory/${part.part_id}/tags`, { tagIds: [prototype] });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual([{ id: prototype, name: 'Prototype', color: '#2da44e' }]);
    const listed = (await call(operator, 'GET', `/api/v1/sp/part-inventory?offset=0&limit=100&tagId=${prototype}`)).json();
    expect(listed.rows.map((row: { id: number }) => row.id)).toEqual([part.part_id]);
    expect(listed.rows[0].tags.map((x: Tag) => x.name)).toEqual(['Prototype']);
    expect((await call(operator, 'GET', `/api/v1/sp/part-inventory/${part.part_id}`)).json().tags).toHaveLength(1);
    // The customer's inventory shows the part without the facility's tags, and its tag filter finds nothing of theirs.
    const theirs = (await call(engineer, 'GET', `/api/v1/engineer/part-inventory/${part.part_id}`)).json();
    expect(theirs.tags).toEqual([]);
    const orderTag = await call(operator, 'PUT', `/api/v1/sp/part-inventory/${part.part_id}/tags`, {
      tagIds: [await tagNamed('Repeat order')],
    });
    expect(orderTag.json().message).toMatch(/may not be set on parts$/);
    expect((await call(northwind, 'PUT', `/api/v1/sp/part-inventory/${part.part_id}/tags`, { tagIds: [] })).statusCode).toBe(404);
  });

  it('with a priority label mark a job, kept when a client leaves them out', async () => {
    const queued = await t.db
      .selectFrom('jobs')
      .select('id')
      .where('facility_id', '=', austinId)
      .where('job_status', '=', 'QUEUED')
      .where('job_type', '=', 'ORDER')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const first = (await call(admin, 'GET', `/api/v1/job-scheduling/${queued.id}`)).json() as Job;
    const high = await labelNamed('High');
    const nightShift = await tagNamed('Night shift');
    const saved = await call(admin, 'PUT', '/api/v1/job-scheduling', {
      ...first,
      priorityLabel: { id: high },
      tags: [{ id: nightShift }, { id: nightShift }],
    });
    expect(saved.statusCode).toBe(200);
    const read = (await call(admin, 'GET', `/api/v1/job-scheduling/${first.id}`)).json() as Job;
    expect(read.priorityLabel).toEqual({ id: high, name: 'High', color: '#f0ad4e' });
    expect(read.tags).toEqual([{ id: nightShift, name: 'Night shift', color: '#57606a' }]);

    // A client that does not know the marks sends the job back without them: they stay.
    const { priorityLabel: _label, tags: _tags, ...bare } = read;
    expect((await call(admin, 'PUT', '/api/v1/job-scheduling', bare)).statusCode).toBe(200);
    const kept = (await call(admin, 'GET', `/api/v1/job-scheduling/${first.id}`)).json() as Job;
    expect(kept.priorityLabel?.name).toBe('High');
    expect(kept.tags.map((x) => x.name)).toEqual(['Night shift']);

    const wrong = await call(admin, 'PUT', '/api/v1/job-scheduling', { ...kept, tags: [{ id: await tagNamed('Repeat order') }] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/may not be set on jobs$/);
  });
});
