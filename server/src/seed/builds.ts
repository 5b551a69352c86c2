/**
 * The demo's builds, made by Austin's planner through the builds' services: MJF-01's build of
 * Acme's drone arm housings and Globex's sensor pod housings in PA 12, packed and saved as a job
 * two days ahead; and a group nesting of the MJF parts still to plan on both MJF printers — the
 * rest of those housings in PA 12, Acme's motor mounts in PA 11 — each build packed, waiting for
 * the planner to accept it. The packings run on this thread, as a worker would run them.
 */
import type { DemoTenants } from '../accounts/index.js';
import { createBuild, packBuild, proposeGroupNesting } from '../builds/index.js';
import type { Db } from '../db/database.js';
import { type FileStore, queueInThisThread } from '../files/index.js';
import { saveBuildAsJob } from '../scheduling/index.js';

const HOUR = 3_600_000;
/** The first complete packing only: quick, and the same demo on every machine; the time is a bound a slow machine stays within. */
const PACKING = { seconds: 60, attempts: 1 };

export async function seedBuilds(db: Db, store: FileStore, tenants: DemoTenants, hour: number): Promise<void> {
  const planner = await db.selectFrom('users').select('id').where('email', '=', 'planner@demo.test').executeTakeFirstOrThrow();
  const scope = { facilityId: tenants.austin, userId: planner.id, itarAdmin: true };
  const queue = queueInThisThread(db, store);
  const printer = async (name: string) =>
    (
      await db
        .selectFrom('equipment')
        .select('id')
        .where('facility_id', '=', tenants.austin)
        .where('display_name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;
  const part = async (fileName: string) =>
    (
      await db
        .selectFrom('rfq_files as f')
        .innerJoin('rfqs as r', 'r.id', 'f.rfq_id')
        .select('f.id')
        .where('r.awarded_facility_id', '=', tenants.austin)
        .where('f.original_file_name', '=', fileName)
        .executeTakeFirstOrThrow()
    ).id;
  const [mjf1, mjf2] = [await printer('MJF-01 · HP 5200'), await printer('MJF-02 · HP 5200')];

  const build = await createBuild(db, scope, {
    name: 'MJF-01 · Acme and Globex PA 12',
    equipmentId: mjf1,
    spacing: 3,
    parts: [
      { rfqFileId: await part('drone_arm_housing.stl'), quantity: 20 },
      { rfqFileId: await part('sensor_pod_housing.stl'), quantity: 12 },
    ],
  });
  await packBuild(db, queue, scope, build, PACKING);
  await saveBuildAsJob(db, scope, build, { fromDate: hour + 48 * HOUR });

  const mjf = await db.selectFrom('am_processes').select('id').where('code', '=', 'HPBJ').executeTakeFirstOrThrow();
  await proposeGroupNesting(db, queue, scope, {
    equipmentIds: [mjf1, mjf2],
    spacing: 3,
    processId: mjf.id,
    ...PACKING,
  });
}
