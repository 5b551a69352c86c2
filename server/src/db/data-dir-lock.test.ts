import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { DataDirInUse, lockDataDir } from './data-dir-lock.js';

let folder: string;
beforeEach(() => {
  folder = path.join(mkdtempSync(path.join(tmpdir(), 'am-lock-')), 'pgdata');
});
afterEach(() => rmSync(path.dirname(folder), { recursive: true, force: true }));

const lockOf = (pid: number) => JSON.stringify({ pid, host: hostname(), since: '2026-11-23T03:47:00.000Z' });

describe('the data folder lock', () => {
  it('is held beside the folder until released', () => {
    const lock = lockDataDir(folder);
    expect(existsSync(`${folder}.lock`)).toBe(true);
    lock.release();
    expect(existsSync(`${folder}.lock`)).toBe(false);
  });

  it('refuses a folder a live process holds, naming the folder and the process', () => {
    writeFileSync(`${folder}.lock`, lockOf(process.ppid));
    expect(() => lockDataDir(folder)).toThrow(DataDirInUse);
    expect(() => lockDataDir(folder)).toThrow(`The database folder ${folder} is in use by process ${process.ppid}`);
    expect(existsSync(`${folder}.lock`)).toBe(true);
  });

  it('takes over the lock of a process that is gone', () => {
    // Far above any pid the kernel hands out (pid_max is at most 2^22).
    writeFileSync(`${folder}.lock`, lockOf(2 ** 22 + 7));
    const lock = lockDataDir(folder);
    lock.release();
    expect(existsSync(`${folder}.lock`)).toBe(false);
  });

  it('treats a lock from another host as held', () => {
    writeFileSync(`${folder}.lock`, JSON.stringify({ pid: 2 ** 22 + 7, host: 'another-host', since: 'x' }));
    expect(() => lockDataDir(folder)).toThrow(/in use by process \d+ on another-host/);
  });
});
