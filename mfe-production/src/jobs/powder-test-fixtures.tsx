/** The powder of job 20 (shared/testing's jobFixture) as the API sends it, and its page, for the powder section's component tests. */
import type { JobStatus } from 'shared/contracts';
import { equipmentFixture, jobFixture, renderWithProviders, stubApi } from 'shared/testing';
import type { JobPowder } from './api';
import JobPage from './job-page';

export const POWDER_URL = 'GET /api/v1/materials/jobs/20/powder';
export const OVERRIDE_URL = 'POST /api/v1/materials/jobs/20/start-override';

export const BROKEN = [
  'B-00012 is 20 % virgin powder; PA 2200 needs at least 30 %',
  'B-00012 holds powder through 6 builds; PA 2200 allows at most 5',
];

/** Before the job starts: B-00012 on its machine breaks two rules; the parts weigh 1.5 kg. */
export const queuedPowder = (extra: Partial<JobPowder> = {}): JobPowder => ({
  drawn: [],
  loaded: { id: 12, number: 'B-00012' },
  brokenRules: BROKEN,
  topUp: {
    batch: { id: 12, number: 'B-00012' },
    partsMg: 1_500_000,
    now: { massMg: 12_500_000, virginThousandths: 20_000, maxCycles: 6 },
    afterJob: { massMg: 11_000_000, virginThousandths: 0, maxCycles: 7 },
    topUpMg: 4_714_286,
    afterTopUp: { massMg: 15_714_286, virginThousandths: 30_000, maxCycles: 7 },
    beyondRules: ['B-00012 will hold powder through 7 builds; PA 2200 allows at most 5'],
  },
  signatureMeanings: ['REVIEWED', 'APPROVED'],
  overrides: [],
  ...extra,
});

export const userWith = (permissions: string[]) => ({ id: 1, roles: [{ roleName: 'ROLE_SERVICE_PROVIDER' }], permissions });

/** The API as the job page calls it for job 20 in the given status, with its powder's answer and any other. */
export const stubJobApi = (jobStatus: JobStatus, powder: unknown, extra: Record<string, unknown> = {}) =>
  stubApi({
    'GET /api/v3/sp/equipments': [equipmentFixture(2, 'SLS-02', { materials: [{ id: 10, name: 'PA 2200' }] })],
    'GET /api/v1/service-provider/profile': { id: 1, companyName: 'Austin Plant' },
    'GET /api/v1/simulation-software': [],
    'GET /api/v1/job-scheduling/20': jobFixture(jobStatus),
    'GET /api/v1/users/getUser': userWith(['QMS_SETTINGS_EDITOR']),
    [POWDER_URL]: powder,
    ...extra,
  });

export const openJob = (language: 'en_US' | 'de_DE' = 'en_US') =>
  renderWithProviders(<JobPage />, {
    route: '/service-provider/schedules/20',
    path: '/service-provider/schedules/:id',
    language,
  });
