/** Answers the NCR page's tests share (the area's records are in ../test-fixtures). */
import type { BackTrace, SharedBatchParts } from '../api';

/**
 * Material management's answers for NCR 5 (../test-fixtures' partNcr) when the powder of its build
 * is not tracked: the trace finds the NCR's job but no batch or lot behind it, and no other part
 * shares a batch with it. The page's Material section asks for both on every NCR, so a test about
 * the rest of the page answers them rather than leave the section to an unanswered call.
 */
export const UNTRACKED_MATERIAL = {
  'GET /api/v1/materials/genealogy/trace': {
    jobs: [
      {
        id: 1188,
        name: 'SLS-01 build 1188',
        status: 'COMPLETED',
        machine: 'SLS-01 · EOS P 396',
        startsAt: '2026-03-01T08:00:00.000Z',
        batchIds: [],
      },
    ],
    batches: [],
    lots: [],
  } satisfies BackTrace,
  'GET /api/v1/materials/genealogy/ncrs/5/shared-batch-parts': [] satisfies SharedBatchParts,
};
