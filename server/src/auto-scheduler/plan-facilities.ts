/**
 * The plan of several facilities at once, for a planner of the whole enterprise: each facility's
 * plan read as it stands, with its own settings (calendar, time zone, transfer time), and put
 * side by side. A job stays on its own facility's machines: moving work between plants is a
 * decision about shipping and cost the plan does not make.
 */
import type { Db } from '../db/database.js';
import { type PlanInput, type PlanOverrides, readPlanInput } from './plan-input.js';
import { type PlanSettings, readPlanSettings } from './plan-settings.js';

/** `own`: the planner's facility and its settings, read already. */
export async function readFacilitiesInput(
  db: Db,
  facilityIds: readonly number[],
  now: number,
  overrides: PlanOverrides,
  own: { facilityId: number; settings: PlanSettings },
): Promise<PlanInput> {
  const settingsOf = async (id: number) => (id === own.facilityId ? own.settings : readPlanSettings(db, id));
  const inputs = await Promise.all(facilityIds.map(async (id) => readPlanInput(db, id, await settingsOf(id), now, overrides)));
  if (inputs.length === 1) return inputs[0]!;
  const facilities = new Map(
    (
      await db
        .selectFrom('companies')
        .select(['id', 'company_name'])
        .where('id', 'in', [...facilityIds])
        .execute()
    ).map((row) => [row.id, row.company_name]),
  );
  return {
    origin: inputs[0]!.origin,
    jobs: inputs.flatMap((input) => input.jobs),
    machines: inputs.flatMap((input) => input.machines),
    horizon: Math.max(...inputs.map((input) => input.horizon)),
    read: new Map(inputs.flatMap((input) => [...input.read])),
    builds: new Map(inputs.flatMap((input) => [...input.builds])),
    partsJobs: new Map(inputs.flatMap((input) => [...input.partsJobs])),
    // Two plants may each have an MJF-01: a machine is named with its facility.
    machineNames: new Map(
      inputs.flatMap((input, at) =>
        [...input.machineNames].map(([id, name]) => [id, `${name} (${facilities.get(facilityIds[at]!) ?? ''})`] as const),
      ),
    ),
  };
}
