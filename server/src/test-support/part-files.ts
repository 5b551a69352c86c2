import type { TestApp, Session } from './test-app.js';
import { multipartFile } from './multipart.js';

/** Uploads a file as the session's user (to the ITAR store when `itar`); its id. */
export async function uploadFile(
  t: TestApp,
  session: Pick<Session, 'bearer'>,
  fileName: string,
  content: Buffer,
  { itar = false } = {},
): Promise<number> {
  const form = multipartFile(fileName, content);
  const response = await t.app.inject({
    method: 'POST',
    url: itar ? '/api/v1/files?itar=true' : '/api/v1/files',
    headers: { ...session.bearer, ...form.headers },
    payload: form.payload,
  });
  if (response.statusCode !== 201) throw new Error(`upload: ${response.statusCode} ${response.body}`);
  return response.json().id;
}

/** Starts a file operation, polls its status as the upload flow does (faster), and reads its result. */
export async function runFileOperation(
  t: TestApp,
  session: Pick<Session, 'bearer'>,
  type: string,
  fileId: number,
  parameters?: object,
) {
  const started = await t.app.inject({
    method: 'POST',
    url: `/api/v1/file-operation/${type}`,
    headers: session.bearer,
    payload: { fileId, ...(parameters ? { parameters } : {}) },
  });
  if (started.statusCode !== 200) throw new Error(`${type}: ${started.statusCode} ${started.body}`);
  const { operationId } = started.json();
  let status;
  for (let waited = 0; ; waited += 50) {
    status = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/file-operation/status/${operationId}?fileId=${fileId}`,
        headers: session.bearer,
      })
    ).json();
    if (status.status !== 'PENDING') break;
    if (waited > 30_000) throw new Error(`operation ${operationId} still PENDING after 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const result = await t.app.inject({
    method: 'GET',
    url: `/api/v1/file-operation/result/${operationId}?fileId=${fileId}`,
    headers: session.bearer,
  });
  return { operationId, status, result: result.json() };
}
