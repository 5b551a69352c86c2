import { GENERIC_ERROR, type ApiFailure } from '../api/base-query.js';
import { apiHeaders } from '../api/boot-requests.js';
import { refreshTokens } from '../api/refresh.js';
import type { FileDTO } from '../contracts/files.js';
import type { UploadOptions } from './file-client.js';

/** Where part files are uploaded (multipart, the single field `file`). */
export const FILES_URL = '/api/v1/files';

interface Answer {
  status: number;
  text: string;
}

/** A failure read as the RTK Query base reads one: the JSON body, else its text, else the generic text. */
function failureOf({ status, text }: Answer): ApiFailure {
  if (!text) return { status, data: GENERIC_ERROR };
  try {
    const body = JSON.parse(text) as unknown;
    return { status, data: body && typeof body === 'object' ? (body as ApiFailure['data']) : text };
  } catch {
    return { status, data: text };
  }
}

// XMLHttpRequest, not fetch: fetch reports no upload progress, and a part file can be gigabytes.
function send(url: string, file: File, { signal, onProgress }: UploadOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    xhr.open('POST', url);
    // The API client's headers (bearer, cross-site token); the browser sets the multipart type with its boundary.
    for (const [name, value] of Object.entries(apiHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) =>
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject({ status: 0, data: GENERIC_ERROR } satisfies ApiFailure);
    xhr.onabort = () => reject(signal?.reason ?? new DOMException('The upload was cancelled.', 'AbortError'));
    xhr.onloadend = () => signal?.removeEventListener('abort', onAbort);
    signal?.addEventListener('abort', onAbort, { once: true });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/**
 * Uploads one part file with progress (`POST /api/v1/files`), as the platform's API client
 * calls: the same headers, one token refresh and retry after a 401, and a failure rejected as
 * an `ApiFailure` (`errorMessage()` gives the server's message or 'Error, something went
 * wrong!'). Aborting the signal stops the transfer and rejects with the signal's reason.
 */
export async function uploadFile(file: File, options: UploadOptions = {}, url = FILES_URL): Promise<FileDTO> {
  options.signal?.throwIfAborted();
  let answer = await send(url, file, options);
  if (answer.status === 401 && (await refreshTokens())) answer = await send(url, file, options);
  if (answer.status < 200 || answer.status >= 300) throw failureOf(answer);
  try {
    return JSON.parse(answer.text) as FileDTO;
  } catch {
    throw { status: answer.status, data: GENERIC_ERROR } satisfies ApiFailure;
  }
}
