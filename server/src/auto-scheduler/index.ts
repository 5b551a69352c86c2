// The auto-scheduler: the facility's plan searched, proposed, applied and repaired, and dates
// promised from it. Its own domain, importing none that plans or takes orders (only the
// machines' bookings), so that scheduling registers its routes and orders promise from it.
export { default as planRoutes } from './plan-routes.js';
export type { PartsJobInput } from './plan-apply.js';
export { planPool, type PlanPool } from './plan-pool.js';
export { promiseFromPlan } from './promise-from-plan.js';
