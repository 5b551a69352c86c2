import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { Piscina } from 'piscina';
import type { PlanTask, PlanTaskResult } from './plan-task.js';

/**
 * Plans are searched on a worker thread, never on the thread that answers the API: a large
 * facility's search runs for its whole time limit. One thread, so two planners' searches take
 * turns rather than halve each other; a search past its memory cap fails alone.
 */
export function planPool() {
  const here = fileURLToPath(import.meta.url);
  // From source (tsx, jest) the worker is TypeScript and needs tsx's loader; built, it is plain JS.
  const fromSource = here.endsWith('.ts');
  const pool = new Piscina({
    filename: path.join(path.dirname(here), `plan-worker.${fromSource ? 'ts' : 'js'}`),
    execArgv: fromSource ? ['--import', 'tsx'] : [],
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: 1024 },
  });
  return {
    run: (task: PlanTask) => pool.run(task, { transferList: task.progress ? [task.progress] : [] }) as Promise<PlanTaskResult>,
    close: () => pool.destroy(),
  };
}
export type PlanPool = ReturnType<typeof planPool>;
