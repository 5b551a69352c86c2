import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * The embedded database serves exactly one process: two processes on one folder would each
 * work on their own copy and one's acknowledged writes would be lost when the other saves.
 * So whoever opens the folder first holds a lock file beside it (`<folder>.lock`, naming the
 * process) until it closes; a second process refuses to start, and the lock of a process that
 * died without closing is taken over.
 */
export class DataDirInUse extends Error {
  constructor(
    readonly folder: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The database folder ${folder} is in use by process ${holder.pid} on ${holder.host} (since ${holder.since}). ` +
        'Stop that process first, or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirInUse';
  }
}

interface LockHolder {
  pid: number;
  host: string;
  since: string;
}

export interface DataDirLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): LockHolder | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockHolder;
  } catch {
    return null; // gone meanwhile, or not a lock of ours
  }
}

export function lockDataDir(folder: string): DataDirLock {
  const lockFile = `${path.resolve(folder)}.lock`;
  const me: LockHolder = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  // Written whole under a private name, then linked into place: linking fails when the lock
  // exists, so exactly one process creates it and nobody ever reads half a lock.
  const mine = `${lockFile}.${process.pid}.${Date.now()}`;
  writeFileSync(mine, JSON.stringify(me));
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(mine, lockFile);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = readHolder(lockFile);
      if (holder && holder.pid === process.pid && holder.host === me.host) {
        throw new Error(`This process already holds the database folder ${folder}`);
      }
      // A process on another host cannot be checked from here: treat it as alive.
      if (holder && (holder.host !== me.host || isAlive(holder.pid))) throw new DataDirInUse(folder, holder);
      if (attempt >= 3) throw new DataDirInUse(folder, holder ?? { pid: 0, host: 'unknown', since: 'unknown' });
      // Stale: its process is gone. Move it aside under a private name (only one process can
      // move a given file), then try to create ours again.
      const stale = `${lockFile}.stale.${process.pid}.${attempt}`;
      try {
        renameSync(lockFile, stale);
        const moved = readHolder(stale);
        // Another process took over between our read and our move: put its live lock back.
        if (moved && moved.pid !== holder?.pid) renameSync(stale, lockFile);
        else rmSync(stale, { force: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  } finally {
    rmSync(mine, { force: true });
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    if (readHolder(lockFile)?.pid === process.pid) rmSync(lockFile, { force: true });
  };
  // A plain exit (an uncaught error, process.exit) still frees the folder for the next start.
  process.once('exit', release);
  return {
    release() {
      process.removeListener('exit', release);
      release();
    },
  };
}

/** For the commands that open the folder (the server, the seed): its message, not a stack trace. */
export function exitIfDataDirInUse(error: unknown): never {
  if (error instanceof DataDirInUse) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
