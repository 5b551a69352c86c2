import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { FileBytesMissing } from './file-bytes-missing.js';
import { localFileStore } from './local-store.js';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'am-local-store-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const KEY = 'files/00000000-0000-4000-8000-000000000000';
const incomingFiles = () => readdirSync(path.join(dataDir, 'files', 'incoming'));

describe('the local file store', () => {
  it('keeps no partial file of an upload whose body has failed before the file is open', async () => {
    const store = await localFileStore(dataDir);
    // A form cut short that arrives in one piece has failed before the upload reaches the store;
    // whether the file's opening lands before or after the store sees the failure varies, hence
    // the rounds.
    for (let round = 0; round < 1000; round++) {
      const form = new Readable({ read() {} });
      form.destroy(new Error('the form ended inside the file'));
      const failure = await store.put(KEY, form).catch((error: Error) => error);
      expect(failure).toEqual(new Error('the form ended inside the file'));
    }
    expect(incomingFiles()).toEqual([]);
    await expect(store.get(KEY)).rejects.toThrow(new FileBytesMissing(KEY));
  });

  it('keeps a whole upload under its key and nothing in the incoming folder', async () => {
    const store = await localFileStore(dataDir);
    await store.put(KEY, Readable.from([Buffer.from('solid '), Buffer.from('part')]));
    const chunks: Buffer[] = [];
    for await (const chunk of await store.get(KEY)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('solid part');
    expect(incomingFiles()).toEqual([]);
  });
});
