import { CORPUS, mutate } from '../geometry/corpus.js';
import { seededRandom } from '../../lib/seeded-random.js';
import { writeAsciiStl, writeBinaryStl } from '../geometry/index.js';
import { createTestApp, login, type Session, type TestApp } from '../../test-support/test-app.js';
import { multipartFile } from '../../test-support/multipart.js';

/**
 * Mutated corpus files through the API, as a careless or hostile client sends them: every upload
 * is stored (201) or refused (4xx), every operation on a stored one ends SUCCESS or FAILED with a
 * reason, and no answer is a 5xx. (The geometry's own fuzz test reads 1,000 mutations directly.)
 */
describe('mutated part files through the API', () => {
  let t: TestApp;
  let engineer: Session;
  beforeAll(async () => {
    t = await createTestApp();
    engineer = await login(t.app, 'engineer@demo.test');
  });
  afterAll(() => t.close());

  it('never answer 5xx, and every operation settles with a result', async () => {
    const next = seededRandom(7);
    const files = CORPUS.filter((entry) => !entry.name.startsWith('sphere')).map((entry) =>
      entry.format === 'ascii' ? writeAsciiStl(entry.build()) : writeBinaryStl(entry.build()),
    );
    const statuses = new Map<number, number>();
    const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const settled = { SUCCESS: 0, FAILED: 0 };
    for (let run = 0; run < 150; run++) {
      const form = multipartFile(`mutant-${run}.stl`, Buffer.from(mutate(files[run % files.length]!, next)));
      const upload = await t.app.inject({
        method: 'POST',
        url: '/api/v1/files',
        headers: { ...engineer.bearer, ...form.headers },
        payload: form.payload,
      });
      count(upload.statusCode);
      if (upload.statusCode !== 201) continue;
      const fileId = upload.json().id;
      for (const type of ['VERIFY', 'REPAIR']) {
        const started = await t.app.inject({
          method: 'POST',
          url: `/api/v1/file-operation/${type}`,
          headers: engineer.bearer,
          payload: { fileId },
        });
        count(started.statusCode);
        const { operationId } = started.json();
        let status;
        do {
          await new Promise((resolve) => setTimeout(resolve, 20));
          const answer = await t.app.inject({
            method: 'GET',
            url: `/api/v1/file-operation/status/${operationId}?fileId=${fileId}`,
            headers: engineer.bearer,
          });
          count(answer.statusCode);
          status = answer.json().status;
        } while (status === 'PENDING');
        const result = await t.app.inject({
          method: 'GET',
          url: `/api/v1/file-operation/result/${operationId}?fileId=${fileId}`,
          headers: engineer.bearer,
        });
        count(result.statusCode);
        settled[status as 'SUCCESS' | 'FAILED'] += 1;
        if (status === 'FAILED') expect(result.json().responseData.reason).toEqual(expect.any(String));
      }
    }
    expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([]);
    // Both kinds of mutant occur: some are still meshes, some are refused.
    expect(statuses.get(415)).toBeGreaterThan(0);
    expect(settled.SUCCESS).toBeGreaterThan(0);
    expect(settled.FAILED + (statuses.get(415) ?? 0)).toBeGreaterThan(0);
  });
});
