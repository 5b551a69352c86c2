import { createBaseQuery, errorMessage, GENERIC_ERROR } from './base-query';

interface Call {
  url: string;
  init: RequestInit;
}

/** A fake server: answers each request with the next scripted response and records what it got. */
function server(...responses: { status: number; body?: string }[]) {
  const calls: Call[] = [];
  const fetchFn = async (url: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    const next = responses.shift() ?? { status: 500 };
    return { status: next.status, ok: next.status >= 200 && next.status < 300, text: async () => next.body ?? '' } as Response;
  };
  return { calls, fetchFn: fetchFn as typeof fetch };
}

const api = { signal: new AbortController().signal, dispatch: () => undefined, getState: () => ({}) } as never;
const extra = {} as never;

beforeEach(() => {
  document.cookie = 'authorization=token-1; path=/';
  document.cookie = 'XSRF-TOKEN=xsrf-1; path=/';
});

describe('the shared api client', () => {
  it('sends the bearer token and the cross-site token from the cookies, with the query params appended', async () => {
    const { calls, fetchFn } = server({ status: 200, body: '{"ok":true}' });
    const result = await createBaseQuery(fetchFn)(
      { url: '/api/v1/x?a=1', params: { b: 2, skip: undefined, c: 'd e' } },
      api,
      extra,
    );
    expect(result).toEqual({ data: { ok: true } });
    expect(calls[0]!.url).toBe('/api/v1/x?a=1&b=2&c=d+e');
    expect(calls[0]!.init.headers).toMatchObject({ Authorization: 'Bearer token-1', 'X-XSRF-TOKEN': 'xsrf-1' });
  });

  it('sends a list parameter once per value, as the server reads it', async () => {
    const { calls, fetchFn } = server({ status: 200, body: '[]' });
    await createBaseQuery(fetchFn)(
      { url: '/api/v1/orders', params: { status: ['WITHDRAWN', 'ARCHIVED'], offset: 0 } },
      api,
      extra,
    );
    expect(calls[0]!.url).toBe('/api/v1/orders?status=WITHDRAWN&status=ARCHIVED&offset=0');
  });

  it('sends JSON as JSON, and a file as itself with its own type', async () => {
    const { calls, fetchFn } = server({ status: 200, body: '{}' }, { status: 200, body: '{}' });
    await createBaseQuery(fetchFn)({ url: '/api/v1/x', method: 'PUT', body: { a: 1 } }, api, extra);
    const logo = new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' });
    await createBaseQuery(fetchFn)({ url: '/api/v1/logo', method: 'PUT', body: logo }, api, extra);
    expect(calls.map((call) => [(call.init.headers as Record<string, string>)['Content-Type'], call.init.body])).toEqual([
      ['application/json', '{"a":1}'],
      ['image/png', logo],
    ]);
  });

  it('yields null for an empty 2xx body', async () => {
    const { fetchFn } = server({ status: 204 });
    expect(await createBaseQuery(fetchFn)('/api/v1/x', api, extra)).toEqual({ data: null });
  });

  it('rejects with the parsed error body, or the generic text when the body is empty', async () => {
    const { fetchFn } = server({ status: 409, body: '{"message":"Taken","code":"CONFLICT"}' }, { status: 500 });
    const query = createBaseQuery(fetchFn);
    const conflict = await query('/api/v1/x', api, extra);
    expect(conflict).toEqual({ error: { status: 409, data: { message: 'Taken', code: 'CONFLICT' } } });
    expect(errorMessage(conflict.error)).toBe('Taken');
    const empty = await query('/api/v1/x', api, extra);
    expect(empty.error).toEqual({ status: 500, data: GENERIC_ERROR });
    expect(errorMessage(empty.error)).toBe('Error, something went wrong!');
  });

  it('refreshes once after a 401 and retries the call once', async () => {
    const { calls, fetchFn } = server({ status: 401, body: '{"message":"expired"}' }, { status: 200, body: '{"n":1}' });
    let refreshes = 0;
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async () => {
      refreshes += 1;
      document.cookie = 'authorization=token-2; path=/';
      return { ok: true, status: 200 } as Response;
    }) as typeof fetch;
    try {
      const result = await createBaseQuery(fetchFn)('/api/v1/x', api, extra);
      expect(result).toEqual({ data: { n: 1 } });
      expect(refreshes).toBe(1);
      expect(calls).toHaveLength(2);
      expect(calls[1]!.init.headers).toMatchObject({ Authorization: 'Bearer token-2' });
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('answers a refused password at once: no refresh, and no second try that would count twice', async () => {
    const { calls, fetchFn } = server({
      status: 401,
      body: '{"message":"The password is not correct","code":"INVALID_CREDENTIALS"}',
    });
    const realFetch = globalThis.fetch;
    let refreshes = 0;
    globalThis.fetch = (async () => {
      refreshes += 1;
      return { ok: true, status: 200 } as Response;
    }) as typeof fetch;
    try {
      const result = await createBaseQuery(fetchFn)('/api/v1/x', api, extra);
      expect(errorMessage(result.error)).toBe('The password is not correct');
      expect([calls.length, refreshes]).toEqual([1, 0]);
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('does not retry when the refresh fails', async () => {
    const { calls, fetchFn } = server({ status: 401, body: '{"message":"expired"}' });
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async () => ({ ok: false, status: 401 }) as Response) as typeof fetch;
    try {
      const result = await createBaseQuery(fetchFn)('/api/v1/x', api, extra);
      expect(result.error).toEqual({ status: 401, data: { message: 'expired' } });
      expect(calls).toHaveLength(1);
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('turns a network failure into the generic message', async () => {
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect((await createBaseQuery(failing)('/api/v1/x', api, extra)).error).toEqual({ status: 0, data: GENERIC_ERROR });
  });
});
