// The entry of the auto-scheduler's worker thread (a piscina pool, plan-pool.ts).
import { runPlanTask } from './plan-task.js';

export default runPlanTask;
