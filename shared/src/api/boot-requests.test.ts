import { createBaseQuery } from './base-query';
import { startBootRequests, takeBootResponse } from './boot-requests';

const api = { signal: new AbortController().signal, dispatch: () => undefined, getState: () => ({}) } as never;
const extra = {} as never;
const answer = (status: number, body: string) =>
  ({ status, ok: status >= 200 && status < 300, text: async () => body }) as Response;

/** The page's fetch, answering by URL and recording what was sent. */
function pageFetch(answers: Record<string, Response[]>) {
  const sent: { url: string; init: RequestInit }[] = [];
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
    sent.push({ url, init });
    return answers[url]?.shift() ?? answer(500, '');
  }) as typeof fetch;
  return sent;
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  takeBootResponse('/api/v1/x');
});
beforeEach(() => {
  document.cookie = 'authorization=token-1; path=/';
  document.cookie = 'XSRF-TOKEN=xsrf-1; path=/';
});

describe('boot requests', () => {
  it('are sent with the api headers, and their answers are taken once instead of asking again', async () => {
    const sent = pageFetch({ '/api/v1/x': [answer(200, '{"early":true}')] });
    startBootRequests(['/api/v1/x']);
    expect(sent).toEqual([
      {
        url: '/api/v1/x',
        init: expect.objectContaining({
          headers: expect.objectContaining({ Authorization: 'Bearer token-1', 'X-XSRF-TOKEN': 'xsrf-1' }),
        }),
      },
    ]);
    const asked: string[] = [];
    const query = createBaseQuery((async (url: string) => {
      asked.push(url);
      return answer(200, '{"early":false}');
    }) as typeof fetch);
    expect(await query('/api/v1/x', api, extra)).toEqual({ data: { early: true } });
    expect(await query('/api/v1/x', api, extra)).toEqual({ data: { early: false } });
    expect(asked).toEqual(['/api/v1/x']);
  });

  it('answered 401 get the one refresh and retry of any call', async () => {
    pageFetch({ '/api/v1/x': [answer(401, '{"message":"expired"}')] });
    startBootRequests(['/api/v1/x']);
    globalThis.fetch = (async () => {
      document.cookie = 'authorization=token-2; path=/';
      return answer(200, '');
    }) as typeof fetch;
    const retried: RequestInit[] = [];
    const query = createBaseQuery((async (_url: string, init: RequestInit) => {
      retried.push(init);
      return answer(200, '{"n":1}');
    }) as typeof fetch);
    expect(await query('/api/v1/x', api, extra)).toEqual({ data: { n: 1 } });
    expect(retried).toEqual([expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer token-2' }) })]);
  });

  it('never answer a call that changes something', async () => {
    pageFetch({ '/api/v1/x': [answer(200, '{"early":true}')] });
    startBootRequests(['/api/v1/x']);
    const query = createBaseQuery((async () => answer(200, '{"posted":true}')) as typeof fetch);
    expect(await query({ url: '/api/v1/x', method: 'POST', body: {} }, api, extra)).toEqual({ data: { posted: true } });
  });
});
