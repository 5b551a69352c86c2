/** The auto-scheduler's calls as its tests make them, as one planner of Austin unless told otherwise. */
import type { Job } from 'shared/contracts';
import type { PlanProposal } from '../auto-scheduler/plan-schemas.js';
import type { Session, TestApp } from './test-app.js';

/** `t` and `planner` are read at each call: a suite sets them up in its beforeAll. */
export function planningCalls(t: () => TestApp, planner: () => Session) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, session: Session = planner()) =>
    t().app.inject({ method, url, headers: session.bearer, ...(payload === undefined ? {} : { payload: payload as object }) });

  const plan = async (body: object = {}, session: Session = planner()) => {
    const response = await call('POST', '/api/v1/job-scheduling/plan', { timeLimitSeconds: 5, ...body }, session);
    expect(response.statusCode).toBe(201);
    return response.json() as PlanProposal;
  };

  async function jobNamed(name: string): Promise<Job> {
    const [lite] = (await call('POST', '/api/v4/job-scheduling/search/lite', { jobName: name })).json();
    return (await call('GET', `/api/v1/job-scheduling/${lite.id}`)).json();
  }

  return { call, plan, jobNamed };
}
