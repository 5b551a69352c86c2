import { apiFileClient, createApiFileClient } from './api-file-client';

const realFetch = globalThis.fetch;
let calls: { url: string; init: RequestInit }[] = [];

function answer(status: number, body = '') {
  globalThis.fetch = (async (url: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    return { status, ok: status >= 200 && status < 300, text: async () => body } as Response;
  }) as typeof fetch;
}

beforeEach(() => {
  calls = [];
  document.cookie = 'authorization=token-1; path=/';
  document.cookie = 'XSRF-TOKEN=xsrf-1; path=/';
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('apiFileClient', () => {
  it('starts an operation with the file id and answers its id', async () => {
    answer(200, '{"operationId":42}');
    await expect(apiFileClient.startOperation('VERIFY', 7)).resolves.toBe(42);
    expect(calls[0]!.url).toBe('/api/v1/file-operation/VERIFY');
    expect(calls[0]!.init).toMatchObject({ method: 'POST', body: '{"fileId":7}' });
    expect(calls[0]!.init.headers).toMatchObject({ Authorization: 'Bearer token-1', 'X-XSRF-TOKEN': 'xsrf-1' });
  });

  it('asks for the status and the result of an operation with the file id', async () => {
    const status = { operationId: 42, status: 'PENDING', fileOperationType: 'VERIFY', fileNeedsRepair: false };
    answer(200, JSON.stringify(status));
    await expect(apiFileClient.operationStatus(42, 7)).resolves.toEqual(status);
    answer(200, '{"operationId":42,"status":"SUCCESS","fileOperationType":"VERIFY","fileDTOs":[],"responseData":{}}');
    await expect(apiFileClient.operationResult(42, 7)).resolves.toMatchObject({ status: 'SUCCESS' });
    expect(calls.map(({ url }) => url)).toEqual([
      '/api/v1/file-operation/status/42?fileId=7',
      '/api/v1/file-operation/result/42?fileId=7',
    ]);
  });

  it('rejects with the API failure, the generic text for an empty body', async () => {
    answer(422);
    await expect(apiFileClient.startOperation('HOLLOW', 7)).rejects.toEqual({
      status: 422,
      data: 'Error, something went wrong!',
    });
  });

  it('uploads to the path its creator gives', async () => {
    const sent: string[] = [];
    const realXhr = globalThis.XMLHttpRequest;
    globalThis.XMLHttpRequest = class {
      upload = {};
      open(_method: string, url: string) {
        sent.push(url);
      }
      setRequestHeader() {}
      send() {}
    } as unknown as typeof XMLHttpRequest;
    try {
      void createApiFileClient('/api/v1/files?itar=true').upload(new File(['x'], 'secret.stl'));
      expect(sent).toEqual(['/api/v1/files?itar=true']);
    } finally {
      globalThis.XMLHttpRequest = realXhr;
    }
  });
});
