/**
 * The quality area's demo records, made by Austin's people through the quality services as the
 * pages would make them, after the orders and the jobs they are about: so each record is in a
 * state its graph leads to, with its signatures and its audit trail.
 *
 * - The clamp jaws that failed inspection: their NCR raised from the inbox, both scrapped
 *   (signed) and closed.
 * - The left gripper fingers: one finger with a short grip face, to be used as it is, waiting
 *   for Acme's approval (signed by the board; Acme has not answered).
 * - The right gripper fingers: a scuffed surface found in process, open and assigned.
 * - The MJF batch 77: a process NCR (powder past its refresh limit) with the part NCR it causes
 *   for the drone arm housings it made.
 * - A CAPA on the clamp jaws' NCR, its 5 Whys found, its action done and verified: waiting for
 *   its effectiveness check.
 */
import type { Db } from '../db/database.js';
import type { DemoTenants } from '../accounts/index.js';
import type { ThrottleLimits } from '../auth/index.js';
import { DEMO_PASSWORD } from '../accounts/index.js';
import { addAction, changeAction, raiseCapa, recordRootCause } from './capa-service.js';
import { startActions, verifyCapa } from './capa-moves.js';
import { dispose } from './mrb.js';
import { closeNcr, raiseFromInspection, raiseNcr } from './ncr-service.js';
import { raisePartNcrsOfJob } from './process-ncr.js';

const DAY = 86_400_000;
/** Seeding signs with the demo's password: no limit is near, and none is counted. */
const SEEDING_LIMITS: ThrottleLimits = {
  perAccountAndIp: 1_000,
  perIp: 1_000,
  windowSeconds: 900,
  slowdownMs: 0,
  slowdownMaxMs: 0,
};
const SIGNATURE = { password: DEMO_PASSWORD, meaning: 'APPROVED' };

export async function seedQuality(db: Db, tenants: DemoTenants, hour: number): Promise<void> {
  const person = async (email: string) =>
    (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const admin = await person('admin@demo.test');
  const planner = await person('planner@demo.test');
  const roles = (await db.selectFrom('user_roles').select('role_name').where('user_id', '=', admin).execute()).map(
    (r) => r.role_name,
  );
  const scope = { facilityId: tenants.austin, userId: admin, itarCleared: true };
  const signer = { ...scope, roles };
  const ctx = { db, config: { loginLimits: SEEDING_LIMITS } };
  const part = async (fileName: string) =>
    db.selectFrom('rfq_files').select(['id', 'rfq_id']).where('original_file_name', '=', fileName).executeTakeFirstOrThrow();
  const job = async (name: string) =>
    await db
      .selectFrom('jobs')
      .select(['id', 'equipment_id', 'material_id'])
      .where('job_name', '=', name)
      .executeTakeFirstOrThrow();

  const jawsInspection = await db
    .selectFrom('inspections')
    .innerJoin('rfq_files', 'rfq_files.id', 'inspections.rfq_file_id')
    .select('inspections.id')
    .where('rfq_files.original_file_name', '=', 'clamp_jaw.stl')
    .where('inspections.ncr_requested', '=', true)
    .executeTakeFirstOrThrow();
  const jaws = await raiseFromInspection(db, scope, jawsInspection.id, { severity: 'MAJOR', defectCode: 'CRACK' });
  const jawsLines = [{ disposition: 'SCRAP' as const, quantity: 2 }];
  await dispose(
    ctx,
    signer,
    jaws,
    { lines: jawsLines, note: 'Layer separation cannot be repaired', signature: SIGNATURE },
    '127.0.0.1',
  );
  await closeNcr(db, scope, jaws);

  const left = await part('gripper_finger_left.stl');
  const shortFace = await raiseNcr(db, scope, {
    kind: 'PART',
    severity: 'MINOR',
    defectCode: 'DIM',
    title: 'Grip face 0.3 mm short on one left finger',
    description: 'Measured 11.7 mm against 12.0 ± 0.2 mm; the finger grips as the others do on the test jaw.',
    rfqFileId: left.id,
    quantity: 1,
    foundAt: 'IN_PROCESS',
  });
  const useAsIs = [{ disposition: 'USE_AS_IS' as const, quantity: 1 }];
  await dispose(
    ctx,
    signer,
    shortFace,
    { lines: useAsIs, note: 'Within the gripper’s working range', signature: SIGNATURE },
    '127.0.0.1',
  );

  await raiseNcr(db, scope, {
    kind: 'PART',
    severity: 'MINOR',
    defectCode: 'SURF',
    title: 'Scuffed surface on two right fingers after depowdering',
    rfqFileId: (await part('gripper_finger_right.stl')).id,
    quantity: 2,
    foundAt: 'IN_PROCESS',
    assignedUserId: planner,
  });

  const batch = await job('MJF-01 batch 77');
  const powder = await raiseNcr(db, scope, {
    kind: 'PROCESS',
    severity: 'MAJOR',
    defectCode: 'MAT',
    title: 'Batch 77 printed with powder past its refresh limit',
    description: 'The refresh ratio was 15 % instead of 20 %: the housings may be brittle at the arm roots.',
    cause: 'MATERIAL_OUT_OF_SPEC',
    jobId: batch.id,
    equipmentId: batch.equipment_id,
    materialId: batch.material_id ?? undefined,
    startedAt: hour - 40 * 3_600_000,
    endedAt: hour - 20 * 3_600_000,
  });
  await raisePartNcrsOfJob(db, scope, powder, {});

  const capa = await raiseCapa(db, scope, {
    type: 'CORRECTIVE',
    title: 'Layer separation on FDM hinges',
    problem: 'Two clamp jaws separated at the hinge layers.',
    containment: 'Hinge parts inspected with a bend test until the cause is fixed.',
    ownerUserId: admin,
    ncrIds: [jaws],
  });
  await recordRootCause(db, scope, capa, {
    method: 'FIVE_WHYS',
    problem: 'Two clamp jaws separated at the hinge layers',
    whys: ['The layers did not bond at the hinge', 'The chamber was below temperature', 'The door seal leaked'],
    rootCause: 'No check of the door seal in the weekly maintenance',
  });
  const action = await addAction(db, scope, capa, {
    description: 'Add the door seal to the weekly maintenance checklist',
    ownerUserId: planner,
    dueAt: hour - 2 * DAY,
  });
  await startActions(db, scope, capa);
  await changeAction(db, scope, capa, action, { done: true });
  await verifyCapa(db, scope, capa, {
    checkDue: hour + 14 * DAY,
    checkCriterion: 'No layer separation in the next 200 hinge parts',
  });
}
