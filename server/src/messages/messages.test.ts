import { addressOf, orderInput, processAndMaterial, verifiedPart } from '../test-support/orders.js';
import { uploadFile } from '../test-support/part-files.js';
import { callsAs, createTestApp, logins, type Session, type TestApp } from '../test-support/test-app.js';
import { remindUnread, UNREAD_REMINDER_MS } from './reminders.js';

jest.setTimeout(120_000);

let t: TestApp;
let engineer: Session; // Acme Robotics, the customer
let austin: Session; // a facility the order goes to
let northwind: Session; // another facility (another tenant) the order goes to
let globex: Session; // another customer company

beforeAll(async () => {
  t = await createTestApp();
  [engineer, austin, northwind, globex] = await logins(t.app, 'engineer', 'admin', 'vendor', 'thirdparty');
});
afterAll(() => t.close());

const call = callsAs(() => t);

interface Thread {
  matchId: number;
  facility: { name: string };
  unread: number;
  messages: {
    id: number;
    text: string;
    mine: boolean;
    authorCompany: string;
    attachments: { fileName: string; fileURL: string }[];
  }[];
}

/** An order of Acme's sent to Austin and Northwind; its id, title and each facility's thread (match) id. */
async function distributedOrder() {
  const title = `Talked-about brackets ${Date.now()}`;
  const input = orderInput(
    Date.now(),
    { fileId: await verifiedPart(t, engineer, 'talk.stl'), ...(await processAndMaterial(t, 'SLA', 'Clear Resin V4')) },
    { deliveryAddressId: await addressOf(t, 'Acme Robotics'), displayTitle: title },
  );
  const { id } = (await call(engineer, 'POST', '/api/v1/orders', input)).json();
  const order = (await call(engineer, 'POST', `/api/v1/orders/${id}/submit`, {})).json();
  const thread = (name: RegExp) => order.matches.find((m: { facilityName: string }) => name.test(m.facilityName)).id as number;
  return { id: id as number, title, austin: thread(/Austin/), northwind: thread(/Northwind/) };
}

const threadsOf = async (session: Session, orderId: number): Promise<Thread[]> =>
  (await call(session, 'GET', `/api/v1/orders/${orderId}/messages`)).json().threads;
const unreadOf = async (session: Session, orderId: number) =>
  (await call(session, 'GET', '/api/v1/messages/unread')).json().orders.find((o: { orderId: number }) => o.orderId === orderId)
    ?.unread ?? 0;

describe('order messages', () => {
  it('gives the customer a thread per facility and each facility its own; counts and clears unread messages', async () => {
    const order = await distributedOrder();
    expect((await threadsOf(engineer, order.id)).map((thread) => thread.facility.name)).toEqual([
      'Demo Additive — Austin Plant',
      'Northwind Precision Printing',
    ]);

    const posted = await call(engineer, 'POST', `/api/v1/matches/${order.northwind}/messages`, {
      text: 'Can you hold ±0.1 mm on the bore?',
      fileIds: [],
    });
    expect(posted.statusCode).toBe(201);

    // Northwind reads it as unread; Austin, on the same order, sees nothing of it.
    const [northwindThread] = await threadsOf(northwind, order.id);
    expect(northwindThread).toMatchObject({ matchId: order.northwind, unread: 1 });
    expect(northwindThread!.messages).toEqual([
      expect.objectContaining({ text: 'Can you hold ±0.1 mm on the bore?', mine: false, authorCompany: 'Acme Robotics' }),
    ]);
    expect(await threadsOf(austin, order.id)).toEqual([expect.objectContaining({ matchId: order.austin, messages: [] })]);
    expect(await unreadOf(northwind, order.id)).toBe(1);
    expect(await unreadOf(austin, order.id)).toBe(0);
    expect(await unreadOf(engineer, order.id)).toBe(0); // the author has read their own

    const read = await call(northwind, 'POST', `/api/v1/matches/${order.northwind}/messages/read`, {
      upTo: northwindThread!.messages[0]!.id,
    });
    expect(read.statusCode).toBe(204);
    expect(await unreadOf(northwind, order.id)).toBe(0);

    // Northwind answers with a drawing; the customer can download it.
    const drawing = await uploadFile(t, northwind, 'bore-tolerance.pdf', Buffer.from('%PDF-1.4\n%bore\n'));
    await call(northwind, 'POST', `/api/v1/matches/${order.northwind}/messages`, { text: 'Yes, reamed.', fileIds: [drawing] });
    expect(await unreadOf(engineer, order.id)).toBe(1);
    const customerThread = (await threadsOf(engineer, order.id)).find((thread) => thread.matchId === order.northwind)!;
    expect(customerThread.unread).toBe(1);
    const answer = customerThread.messages[1]!;
    expect(answer).toMatchObject({ text: 'Yes, reamed.', mine: false, authorCompany: 'Northwind Precision Printing' });
    expect(answer.attachments.map((file) => file.fileName)).toEqual(['bore-tolerance.pdf']);
    const download = await t.app.inject({ method: 'GET', url: answer.attachments[0]!.fileURL });
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain('%bore');

    // The post is news for both companies' live streams, and for no one else.
    const event = await t.db
      .selectFrom('event_outbox')
      .select(['company_ids'])
      .where('topic', '=', 'message.posted')
      .where('rfq_id', '=', order.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const northwindId = (
      await t.db.selectFrom('matches').select('facility_id').where('id', '=', order.northwind).executeTakeFirstOrThrow()
    ).facility_id;
    expect(event.company_ids.map(Number).sort()).toContain(northwindId);
    expect(event.company_ids).toHaveLength(2);
  });

  it('refuses an empty message, someone else’s file, another facility’s thread and another customer', async () => {
    const order = await distributedOrder();
    const empty = await call(engineer, 'POST', `/api/v1/matches/${order.austin}/messages`, { text: '  ', fileIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      message: 'Please write a message or attach a file',
      details: [{ field: 'body.text' }],
    });

    const long = await call(engineer, 'POST', `/api/v1/matches/${order.austin}/messages`, {
      text: 'x'.repeat(5001),
      fileIds: [],
    });
    expect(long.statusCode).toBe(400);

    const northwindFile = await uploadFile(t, northwind, 'theirs.pdf', Buffer.from('%PDF-1.4\n'));
    const foreign = await call(engineer, 'POST', `/api/v1/matches/${order.austin}/messages`, {
      text: 'See attached',
      fileIds: [northwindFile],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ message: `File ${northwindFile} not found`, details: [{ field: 'body.fileIds' }] });

    const intruder = await call(austin, 'POST', `/api/v1/matches/${order.northwind}/messages`, { text: 'Hi', fileIds: [] });
    expect(intruder.statusCode).toBe(404);
    expect((await call(austin, 'POST', `/api/v1/matches/${order.northwind}/messages/read`, { upTo: 1 })).statusCode).toBe(404);
    expect((await call(globex, 'GET', `/api/v1/orders/${order.id}/messages`)).statusCode).toBe(404);
    expect((await call(globex, 'POST', `/api/v1/matches/${order.austin}/messages`, { text: 'Hi', fileIds: [] })).statusCode).toBe(
      404,
    );
    // Nothing of it was kept.
    expect((await threadsOf(engineer, order.id)).flatMap((thread) => thread.messages)).toEqual([]);
  });

  it('mails a message still unread after ten minutes to who has not read it, once', async () => {
    const order = await distributedOrder();
    await call(engineer, 'POST', `/api/v1/matches/${order.northwind}/messages`, { text: 'Ready to quote?', fileIds: [] });
    await call(engineer, 'POST', `/api/v1/matches/${order.austin}/messages`, { text: 'Ready to quote, Austin?', fileIds: [] });
    const [austinThread] = await threadsOf(austin, order.id);
    await call(austin, 'POST', `/api/v1/matches/${order.austin}/messages/read`, { upTo: austinThread!.messages[0]!.id });

    const mails = () =>
      t.db
        .selectFrom('emails')
        .select(['to_address', 'text_body'])
        .where('subject', '=', `Message waiting: ${order.title}`)
        .orderBy('id')
        .execute();
    const { outbox, publicUrl } = { outbox: t.app.ctx.outbox, publicUrl: t.config.publicUrl };
    await remindUnread(t.db, outbox, publicUrl, Date.now() + UNREAD_REMINDER_MS - 60_000);
    expect(await mails()).toEqual([]);

    await remindUnread(t.db, outbox, publicUrl, Date.now() + UNREAD_REMINDER_MS + 60_000);
    const sent = await mails();
    // Northwind's people had not read theirs; of Austin's, all but its admin, who had read its own.
    expect(sent.map((mail) => mail.to_address).sort()).toEqual(['operator@demo.test', 'planner@demo.test', 'vendor@demo.test']);
    const northwindMail = sent.find((mail) => mail.to_address === 'vendor@demo.test')!;
    expect(northwindMail.text_body).toContain(`Acme Robotics wrote about order ${order.id}`);
    expect(northwindMail.text_body).toContain('Ready to quote?');
    expect(northwindMail.text_body).toContain(`/service-provider/part-orders/${order.id}`);

    await remindUnread(t.db, outbox, publicUrl, Date.now() + 2 * UNREAD_REMINDER_MS);
    expect(await mails()).toHaveLength(3);
  });
});
