/**
 * What the machine connectivity tests share: a test app with Austin's people signed in, its
 * machines by short name, a connection's settings, and the live page read until a machine's
 * state is what the test waits for. A restart replaces the app: `kit.app` is always the one running.
 */
import type { FastifyInstance } from 'fastify';
import type { Job } from 'shared/contracts';
import { createTestApp, login, type Session, type TestApp } from './test-app.js';

const HOUR = 3_600_000;

export interface LiveMachine {
  equipment: { id: number; name: string };
  state: string;
  connected: boolean;
  error: string | null;
  feedstockError: string | null;
  alarm: { code: string; message: string } | null;
  run: {
    jobName: string;
    status: string;
    startedAt: number | null;
    endedAt: number | null;
    layer: number | null;
    totalLayers: number | null;
    job: { id: number; status: string; creationType: string } | null;
  } | null;
}

export async function machineTestKit() {
  const t: TestApp = await createTestApp();
  let app: FastifyInstance = t.app;
  const admin = await login(app, 'admin@demo.test'); // Austin's admin: MC_SETTINGS_EDITOR
  const operator = await login(app, 'operator@demo.test'); // reads the live page, changes no setting
  const northwind = await login(app, 'vendor@demo.test'); // another tenant
  const list = (await app.inject({ method: 'GET', url: '/api/v3/sp/equipments', headers: admin.bearer })).json() as {
    displayName: string;
    id: number;
    materials: { id: number }[];
  }[];
  const machines = Object.fromEntries(list.map((e) => [e.displayName.split(' ')[0], e]));
  const call = (session: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({ method, url, headers: session.bearer, ...(payload === undefined ? {} : { payload: payload as object }) });
  const live = async (machine: string) =>
    ((await call(operator, 'GET', '/api/v1/machine-connectivity/machines')).json() as LiveMachine[]).find(
      (each) => each.equipment.id === machines[machine]!.id,
    );
  let nextFreeDay = 0;
  return {
    t,
    get app() {
      return app;
    },
    set app(next: FastifyInstance) {
      app = next;
    },
    admin,
    operator,
    northwind,
    machines,
    call,
    live,
    /** A connection's settings for the machine: OPC UA unless `settings` say otherwise. */
    connection: (machine: string, settings: Record<string, unknown>) => ({
      equipmentId: machines[machine]!.id,
      protocol: 'OPCUA',
      address: '',
      mode: 'SUBSCRIBE',
      topic: '',
      username: '',
      jobIdPattern: '',
      enabled: true,
      ...settings,
    }),
    job: async (id: number) => (await call(admin, 'GET', `/api/v1/job-scheduling/${id}`)).json() as Job,
    /** Waits until `check` holds for the machine's live state, and answers that state. */
    async until(machine: string, what: string, check: (state: LiveMachine) => boolean): Promise<LiveMachine> {
      let last: LiveMachine | undefined;
      for (let waited = 0; waited < 30_000; waited += 100) {
        last = await live(machine);
        if (last && check(last)) return last;
        await sleep(100);
      }
      throw new Error(`${machine}: still waiting for ${what}; it is ${JSON.stringify(last)}`);
    },
    /** A queued job on the machine, on a day of its own far ahead. */
    async plannedJob(machine: string, jobName: string): Promise<Job> {
      const from = Date.UTC(2031, 0, 1) + nextFreeDay++ * 24 * HOUR;
      const response = await call(admin, 'POST', '/api/v1/job-scheduling', {
        jobName,
        equipmentDTO: { id: machines[machine]!.id },
        materialDTO: { id: machines[machine]!.materials[0]!.id },
        fromDate: from,
        toDate: from + 10 * HOUR,
      });
      if (response.statusCode !== 201) throw new Error(`planning ${jobName} failed: ${response.body}`);
      return response.json() as Job;
    },
    async close() {
      if (app !== t.app) await app.close();
      await t.close();
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
