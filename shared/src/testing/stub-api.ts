/**
 * The platform's API as a page calls it, for component tests: answers by 'METHOD /path'. An
 * answer is a body, an ApiRefusal, or a function of the request's query and body giving one; an
 * address without an answer gets a 404, so a test fails loudly on a call it did not expect.
 * End-to-end tests use the real server; this is for the states and messages of one screen.
 */
export type ApiAnswers = Record<string, unknown>;

type Answer = (request: { query: URLSearchParams; body: unknown }) => unknown;

/** An answer that is a refusal: the status and the error body the server gives. */
export class ApiRefusal {
  constructor(
    readonly status: number,
    readonly body: { code: string; message: string },
  ) {}
}

/** What the api base reads of a response (jsdom has no Response). */
const response = (status: number, body: unknown) =>
  ({ ok: status < 300, status, text: async () => (body === undefined ? '' : JSON.stringify(body)) }) as Response;

/** Puts the answers in place of fetch; returns the calls made ('METHOD /path') and a function that restores fetch. */
export function stubApi(answers: ApiAnswers) {
  const realFetch = globalThis.fetch;
  const calls: string[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://platform.test');
    const key = `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}`;
    calls.push(key);
    const answer = answers[key];
    if (answer === undefined) return response(404, undefined);
    const body = init?.body === undefined ? undefined : (JSON.parse(String(init.body)) as unknown);
    const result = typeof answer === 'function' ? (answer as Answer)({ query: url.searchParams, body }) : answer;
    return result instanceof ApiRefusal ? response(result.status, result.body) : response(200, result);
  }) as typeof fetch;
  return { calls, restore: () => (globalThis.fetch = realFetch) };
}
