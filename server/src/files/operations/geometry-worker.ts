// The entry of each geometry worker thread (a piscina pool, geometry-pool.ts).
import { runGeometryTask } from './geometry-task.js';

export default runGeometryTask;
