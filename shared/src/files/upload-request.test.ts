import { uploadFile } from './upload-request';

/** A stand-in for the browser's XMLHttpRequest: records what was sent, answers when told. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  onloadend: (() => void) | null = null;
  aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
    this.onloadend?.();
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }
  respond(status: number, text = '') {
    this.status = status;
    this.responseText = text;
    this.onload?.();
    this.onloadend?.();
  }
  fail() {
    this.onerror?.();
    this.onloadend?.();
  }
}

const realXhr = globalThis.XMLHttpRequest;
const realFetch = globalThis.fetch;
const file = new File(['solid cube'], 'cube.stl');
const stored = { id: 7, fileName: 'cube.stl', extension: 'stl', size: 10, sha256: 'abc', itar: false, createdAt: 1 };

/** Lets the upload's awaits run, so the next request is sent. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  FakeXhr.sent = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  document.cookie = 'authorization=token-1; path=/';
  document.cookie = 'XSRF-TOKEN=xsrf-1; path=/';
});
afterEach(() => {
  globalThis.XMLHttpRequest = realXhr;
  globalThis.fetch = realFetch;
});

describe('uploadFile', () => {
  it('posts the file as the single multipart field with the API headers and answers the stored file', async () => {
    const upload = uploadFile(file);
    const [xhr] = FakeXhr.sent;
    expect(xhr).toMatchObject({ method: 'POST', url: '/api/v1/files' });
    expect(xhr!.headers).toMatchObject({ Authorization: 'Bearer token-1', 'X-XSRF-TOKEN': 'xsrf-1' });
    expect(xhr!.headers['Content-Type']).toBeUndefined();
    expect([...xhr!.body!.keys()]).toEqual(['file']);
    expect(xhr!.body!.get('file')).toBeInstanceOf(File);
    xhr!.respond(201, JSON.stringify(stored));
    await expect(upload).resolves.toEqual(stored);
  });

  it('reports the bytes sent, with the file size when the browser cannot tell the total', async () => {
    const progress: unknown[] = [];
    const upload = uploadFile(file, { onProgress: (p) => progress.push(p) });
    FakeXhr.sent[0]!.progress(4, 10);
    FakeXhr.sent[0]!.progress(6, 0, false);
    FakeXhr.sent[0]!.respond(201, JSON.stringify(stored));
    await upload;
    expect(progress).toEqual([
      { loaded: 4, total: 10 },
      { loaded: 6, total: file.size },
    ]);
  });

  it("rejects with the server's message, or the generic text when the error body is empty", async () => {
    const tooLarge = uploadFile(file);
    FakeXhr.sent[0]!.respond(413, '{"message":"The file is larger than 512 MB"}');
    await expect(tooLarge).rejects.toEqual({ status: 413, data: { message: 'The file is larger than 512 MB' } });
    const empty = uploadFile(file);
    FakeXhr.sent[1]!.respond(415);
    await expect(empty).rejects.toEqual({ status: 415, data: 'Error, something went wrong!' });
  });

  it('rejects with the generic text when the network fails', async () => {
    const upload = uploadFile(file);
    FakeXhr.sent[0]!.fail();
    await expect(upload).rejects.toEqual({ status: 0, data: 'Error, something went wrong!' });
  });

  it('stops the transfer when the signal aborts, and rejects with its reason', async () => {
    const controller = new AbortController();
    const upload = uploadFile(file, { signal: controller.signal });
    controller.abort();
    expect(FakeXhr.sent[0]!.aborted).toBe(true);
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('refreshes the tokens once after a 401 and sends the file again', async () => {
    globalThis.fetch = jest.fn(async () => ({ ok: true }) as Response);
    const upload = uploadFile(file);
    FakeXhr.sent[0]!.respond(401, '{"message":"expired"}');
    await flush();
    expect(globalThis.fetch).toHaveBeenCalledWith('/api/v1/oauth2/token', expect.objectContaining({ method: 'POST' }));
    FakeXhr.sent[1]!.respond(201, JSON.stringify(stored));
    await expect(upload).resolves.toEqual(stored);
  });
});
