import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { apiHeaders, takeBootResponse } from './boot-requests.js';
import { refreshTokens } from './refresh.js';

export const GENERIC_ERROR = 'Error, something went wrong!';

export interface RequestArgs {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: Record<string, string | number | boolean | undefined | null | readonly (string | number)[]>;
  /** JSON, or a file (a Blob) sent as itself with its own type. */
  body?: unknown;
}

/** What a failed call rejects with: the server's JSON body, or the generic text. */
export interface ApiFailure {
  status: number;
  data: { message: string; code?: string; details?: unknown } | string;
}

/**
 * Whether asking again may help: not when the server refused what was asked (a 4xx: not found,
 * not allowed, bad input), except a timeout or too many requests; yes for its own trouble (5xx)
 * and for a network that failed.
 */
export function isRetryable(error: unknown): boolean {
  const status = (error as ApiFailure | undefined)?.status;
  return typeof status !== 'number' || status < 400 || status >= 500 || status === 408 || status === 429;
}

/** The message to show for a failure: the server's message or the generic text. */
export function errorMessage(error: unknown): string {
  const data = (error as ApiFailure | undefined)?.data;
  if (typeof data === 'string') return data;
  return data?.message ?? GENERIC_ERROR;
}

function withParams(url: string, params: RequestArgs['params']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    // A list is the key once per value (status=A&status=B), as the server's schemas read it.
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one !== undefined && one !== null) search.append(key, String(one));
    }
  }
  const query = search.toString();
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

async function send(args: RequestArgs, fetchFn: typeof fetch): Promise<Response> {
  const url = withParams(args.url, args.params);
  const early = (args.method ?? 'GET') === 'GET' ? takeBootResponse(url) : undefined;
  if (early) return early;
  const headers = apiHeaders();
  const file = args.body instanceof Blob ? args.body : undefined;
  if (args.body !== undefined) headers['Content-Type'] = file ? file.type : 'application/json';
  return fetchFn(url, {
    method: args.method ?? 'GET',
    headers,
    credentials: 'same-origin',
    body: file ?? (args.body === undefined ? undefined : JSON.stringify(args.body)),
  });
}

async function parse(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const refusesPassword = (body: unknown) =>
  typeof body === 'object' && body !== null && (body as { code?: unknown }).code === 'INVALID_CREDENTIALS';

/**
 * The RTK Query base of every call, so every call behaves alike: bearer from the cookie,
 * cross-site token header, query params appended; 2xx → parsed JSON or null; a failure
 * → the parsed body, or 'Error, something went wrong!' when it is empty. A 401 triggers
 * one token refresh and one retry, unless it refuses a password typed now (a signature's): the
 * session is fine then, and sending the wrong password again would count a second failure
 * toward the login limits.
 */
export function createBaseQuery(
  fetchFn: typeof fetch = (...args) => fetch(...args),
): BaseQueryFn<RequestArgs | string, unknown, ApiFailure> {
  return async (rawArgs) => {
    const args = typeof rawArgs === 'string' ? { url: rawArgs } : rawArgs;
    try {
      let response = await send(args, fetchFn);
      let body = await parse(response);
      if (response.status === 401 && !refusesPassword(body) && (await refreshTokens())) {
        response = await send(args, fetchFn);
        body = await parse(response);
      }
      if (response.ok) return { data: body };
      const data =
        body && typeof body === 'object' ? (body as ApiFailure['data']) : typeof body === 'string' && body ? body : GENERIC_ERROR;
      return { error: { status: response.status, data } };
    } catch {
      return { error: { status: 0, data: GENERIC_ERROR } };
    }
  };
}
