import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { Piscina } from 'piscina';
import type { GeometryResult, GeometryTask } from './geometry-task.js';

export interface GeometryPoolOptions {
  threads: number;
  /** The old-generation heap of each worker; a task past it fails, the server stays up. */
  memoryMb: number;
  /** How long one operation may take. */
  timeoutMs: number;
}

/**
 * Geometry work runs on worker threads, never on the thread that answers the API: a
 * million-facet mesh takes the worker a second or more, and the API must answer meanwhile.
 * Each worker has a heap cap and each task a time cap; a worker that runs out of memory,
 * aborts or overruns is replaced, and its task rejects with the reason.
 */
export function geometryPool(options: GeometryPoolOptions) {
  const here = fileURLToPath(import.meta.url);
  // From source (tsx, jest) the worker is TypeScript and needs tsx's loader; built, it is plain JS.
  const fromSource = here.endsWith('.ts');
  const pool = new Piscina({
    filename: path.join(path.dirname(here), `geometry-worker.${fromSource ? 'ts' : 'js'}`),
    execArgv: fromSource ? ['--import', 'tsx'] : [],
    minThreads: 0,
    maxThreads: options.threads,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: options.memoryMb },
  });
  return {
    async run(task: GeometryTask): Promise<GeometryResult> {
      try {
        return (await pool.run(task, {
          transferList: [task.bytes, ...(task.parts ?? []), ...(task.progress ? [task.progress] : [])],
          signal: AbortSignal.timeout(options.timeoutMs),
        })) as GeometryResult;
      } catch (error) {
        const { name, code } = error as { name?: string; code?: string };
        if (name === 'AbortError' || name === 'TimeoutError') {
          throw new Error(`The operation took longer than the limit of ${Math.round(options.timeoutMs / 1000)} s`, {
            cause: error,
          });
        }
        if (code === 'ERR_WORKER_OUT_OF_MEMORY') {
          throw new Error(`The operation needed more memory than the limit of ${options.memoryMb} MB`, { cause: error });
        }
        throw new Error(`The operation failed in its worker: ${(error as Error).message}`, { cause: error });
      }
    },
    close: () => pool.destroy(),
  };
}
export type GeometryPool = ReturnType<typeof geometryPool>;
