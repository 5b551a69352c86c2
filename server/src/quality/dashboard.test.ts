import { DEMO_PASSWORD } from '../accounts/seed.js';
import { failedThreeOfTen } from '../test-support/quality.js';
import { createTestApp, login, type Session, type TestApp } from '../test-support/test-app.js';
import { waitFor } from '../test-support/wait-for.js';
import { remindCapaActions } from './reminders.js';

jest.setTimeout(120_000);

let t: TestApp;
let engineer: Session;
let austin: Session;

beforeAll(async () => {
  t = await createTestApp();
  engineer = await login(t.app, 'engineer@demo.test');
  austin = await login(t.app, 'admin@demo.test');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: austin.bearer, ...(payload ? { payload } : {}) });

it('counts the defect codes and what their lost pieces cost, by customer, and proposes a CAPA for a code that keeps coming back', async () => {
  const settings = (await call('GET', '/api/v1/quality/settings')).json();
  expect(
    (await call('PUT', '/api/v1/quality/settings', { ...settings, trendThreshold: 2, trendWindowDays: 30 })).statusCode,
  ).toBe(200);
  for (const title of ['Porous brackets one', 'Porous brackets two']) {
    const { inspectionId } = await failedThreeOfTen(t, { engineer, austin }, title);
    const ncr = (await call('POST', `/api/v1/quality/ncr-inbox/${inspectionId}`, { defectCode: 'POR' })).json();
    const decided = await call('POST', `/api/v1/quality/ncrs/${ncr.id}/disposition`, {
      lines: [
        { disposition: 'SCRAP', quantity: 2 },
        { disposition: 'REWORK', quantity: 1 },
      ],
      signature: { password: DEMO_PASSWORD, meaning: 'APPROVED' },
    });
    expect(decided.statusCode).toBe(200);
  }
  const dashboard = (await call('GET', '/api/v1/quality/dashboard')).json();
  // Two scrapped pieces an NCR, at the bracket's 25.00 each.
  expect(dashboard.pareto).toContainEqual({
    defectCode: 'POR',
    count: 2,
    lostPieces: 4,
    cost: [{ currency: 'USD', minor: 10_000 }],
  });
  expect(dashboard.byCustomer).toContainEqual(expect.objectContaining({ name: 'Acme Robotics', count: expect.any(Number) }));
  expect(dashboard.openByAge[0].count).toBeGreaterThanOrEqual(2);
  expect(dashboard.trends).toContainEqual({ defectCode: 'POR', count: 2, windowDays: 30, openCapa: null });

  const backwards = await call('GET', '/api/v1/quality/dashboard?from=2000&to=1000');
  expect([backwards.statusCode, backwards.json().details[0].field]).toEqual([400, 'querystring.to']);
});

it('reminds an action’s owner before it is due and once it is overdue, each once, at the facility’s hour', async () => {
  const planner = (await t.db.selectFrom('users').select('id').where('email', '=', 'planner@demo.test').executeTakeFirstOrThrow())
    .id;
  const capa = (await call('POST', '/api/v1/quality/capas', { type: 'PREVENTIVE', title: 'Dry storage for powder' })).json();
  const due = Date.UTC(2031, 0, 10, 12);
  const planned = await call('POST', `/api/v1/quality/capas/${capa.id}/actions`, {
    description: 'Install a dry cabinet',
    ownerUserId: planner,
    dueAt: due,
  });
  expect(planned.statusCode).toBe(201);
  // The facility reminds two days ahead (its default) at 07:00 UTC.
  const remind = (at: number) => remindCapaActions(t.db, t.app.ctx.outbox, t.config.publicUrl, at);
  const mails = () =>
    t.db
      .selectFrom('emails')
      .select(['subject', 'text_body'])
      .where('to_address', '=', 'planner@demo.test')
      .where('subject', 'like', '%Install a dry cabinet')
      .orderBy('id')
      .execute();
  await remind(Date.UTC(2031, 0, 8, 6, 59));
  expect(await mails()).toEqual([]);
  await remind(Date.UTC(2031, 0, 8, 7, 1));
  await remind(Date.UTC(2031, 0, 9, 7, 1));
  expect((await mails()).map((mail) => mail.subject)).toEqual(['Due Jan 10, 2031: Install a dry cabinet']);
  expect((await mails())[0]!.text_body).toContain(`${capa.number}, "Dry storage for powder"`);
  await remind(Date.UTC(2031, 0, 10, 23));
  await remind(Date.UTC(2031, 0, 11, 7, 1));
  await remind(Date.UTC(2031, 0, 12, 7, 1));
  expect((await mails()).map((mail) => mail.subject)).toEqual([
    'Due Jan 10, 2031: Install a dry cabinet',
    'Overdue since Jan 10, 2031: Install a dry cabinet',
  ]);
});

it('shows the widgets the facility chooses, in its order, and counts no other; an unknown widget or one named twice is refused', async () => {
  expect((await call('GET', '/api/v1/quality/settings/dashboard')).json().widgets).toEqual(
    ['trends', 'capasDue', 'openByAge', 'pareto', 'byMachine', 'byMaterial', 'byCustomer'].map((key) => ({ key, shown: true })),
  );
  const refusal = async (payload: object) => {
    const answer = await call('PUT', '/api/v1/quality/settings/dashboard', payload);
    return [answer.statusCode, answer.json().details?.[0]?.field];
  };
  expect(
    await refusal({
      widgets: [
        { key: 'pareto', shown: true },
        { key: 'scrapRate', shown: true },
      ],
    }),
  ).toEqual([400, 'body.widgets.1.key']);
  expect(
    await refusal({
      widgets: [
        { key: 'pareto', shown: true },
        { key: 'pareto', shown: false },
      ],
    }),
  ).toEqual([400, 'body.widgets.1.key']);
  // Saved through its own route only, which checks its permission and its widgets.
  const generic = await call('POST', '/api/v1/link3d-config', {
    configType: 'QMS_DASHBOARD_CONFIG',
    configValue: JSON.stringify({ widgets: [{ key: 'scrapRate', shown: true }] }),
  });
  expect([generic.statusCode, generic.json().details[0].field]).toEqual([400, 'body.configType']);

  const saved = await call('PUT', '/api/v1/quality/settings/dashboard', {
    widgets: [
      { key: 'pareto', shown: true },
      { key: 'trends', shown: false },
      { key: 'capasDue', shown: true },
    ],
  });
  expect(saved.statusCode).toBe(200);
  // The widgets it did not name follow, not shown.
  expect(saved.json().widgets.map((widget: { key: string; shown: boolean }) => `${widget.key} ${widget.shown}`)).toEqual([
    'pareto true',
    'trends false',
    'capasDue true',
    'openByAge false',
    'byMachine false',
    'byMaterial false',
    'byCustomer false',
  ]);
  expect((await call('GET', '/api/v1/quality/settings/dashboard')).json()).toEqual(saved.json());
  const dashboard = (await call('GET', '/api/v1/quality/dashboard')).json();
  expect(Object.keys(dashboard).sort()).toEqual(['capasDue', 'pareto', 'widgets']);
  expect(dashboard.widgets).toEqual(['pareto', 'capasDue']);
  expect(dashboard.pareto).toContainEqual(expect.objectContaining({ defectCode: 'POR', count: 2 }));

  const audit = (await call('GET', '/api/v1/sp/settings/audit?offset=0&limit=5')).json();
  expect(audit.rows[0]).toMatchObject({ setting: 'QMS_DASHBOARD_CONFIG', after: { value: saved.json() } });
});

it('tells the person an NCR is assigned to when someone else moves it, in their language, and not the one who moved it', async () => {
  const planner = await t.db.selectFrom('users').select('id').where('email', '=', 'planner@demo.test').executeTakeFirstOrThrow();
  await t.db.updateTable('users').set({ language: 'de_DE' }).where('id', '=', planner.id).execute();
  const raise = async (title: string, assignedUserId: number | null) =>
    (
      await call('POST', '/api/v1/quality/ncrs', {
        kind: 'PROCESS',
        severity: 'MINOR',
        defectCode: 'DIM',
        title,
        cause: 'PROCEDURE_NOT_FOLLOWED',
        assignedUserId,
      })
    ).json() as { id: number; number: string };
  const paulas = await raise('Checklist skipped on the night shift', planner.id);
  const own = await raise('Checklist skipped on the day shift', null);
  // Their own first: the outbox is read in order, so once Paula's mail is there, theirs was handled too.
  for (const ncr of [own, paulas]) {
    expect((await call('POST', `/api/v1/quality/ncrs/${ncr.id}/cancel`, { reason: 'Raised twice' })).statusCode).toBe(200);
  }
  const toPaula = await waitFor(
    () =>
      t.db
        .selectFrom('emails')
        .select(['subject', 'text_body'])
        .where('to_address', '=', 'planner@demo.test')
        .where('subject', 'like', `${paulas.number}:%`)
        .executeTakeFirst(),
    'the mail to Paula',
  );
  expect(toPaula.subject).toBe(`${paulas.number}: Storniert`);
  expect(toPaula.text_body).toContain(`/service-provider/quality-management/ncrs/${paulas.id}`);
  // The admin cancelled their own NCR: nobody is told of it.
  const mailed = await t.db.selectFrom('emails').select('subject').where('subject', 'like', `${own.number}:%`).execute();
  expect(mailed).toEqual([]);
});
