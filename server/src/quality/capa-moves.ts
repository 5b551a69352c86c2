/**
 * A CAPA's moves through its graph (CAPA_TRANSITIONS): to its actions once the root cause is
 * found and an action planned; to verifying once every action is done, with the check's date and
 * criterion; the check's result, of which INEFFECTIVE sends it back to its actions; its closure,
 * signed, once the check is EFFECTIVE; and cancelling it. Each move goes through moves.ts.
 */
import { CAPA_TRANSITIONS } from 'shared/contracts';
import { recordAudit } from '../audit/index.js';
import type { Db } from '../db/database.js';
import { forbidden } from '../http/errors.js';
import { sign, type SigningContext } from '../signatures/index.js';
import { actionRows, closureContent, lockedCapa, requireState } from './capa-records.js';
import type { CapaCloseInput, CapaEffectivenessInput, CapaVerifyInput } from './capa-schemas.js';
import { announceQuality, checkQualityMove, moveQualityRecord } from './moves.js';
import type { SignerScope } from './mrb.js';
import type { QualityScope } from './ncr-records.js';
import { qualitySettings } from './settings.js';

const audit = (scope: QualityScope, entityId: number, oldValue: object, newValue: object) => ({
  facilityId: scope.facilityId,
  userId: scope.userId,
  entity: 'CAPA',
  entityId,
  action: 'UPDATE' as const,
  oldValue,
  newValue,
});

/** OPEN → ACTIONS: the root cause is recorded and at least one action planned. */
export async function startActions(db: Db, scope: QualityScope, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const capa = await lockedCapa(trx, scope, id);
    const planned = await trx.selectFrom('capa_actions').select('id').where('capa_id', '=', id).executeTakeFirst();
    checkQualityMove(CAPA_TRANSITIONS, capa.number, capa.status, 'ACTIONS', 'FACILITY', {
      ROOT_CAUSE_FOUND: capa.root_cause_method !== null && planned !== undefined,
    });
    await moveQualityRecord(trx, { table: 'capas', record: capa, to: 'ACTIONS', userId: scope.userId });
  });
}

/** ACTIONS → VERIFYING once every action is done, with when and against what their effect is checked. */
export async function verifyCapa(db: Db, scope: QualityScope, id: number, input: CapaVerifyInput): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const capa = await lockedCapa(trx, scope, id);
    const open = await trx
      .selectFrom('capa_actions')
      .select('id')
      .where('capa_id', '=', id)
      .where('done_at', 'is', null)
      .executeTakeFirst();
    checkQualityMove(CAPA_TRANSITIONS, capa.number, capa.status, 'VERIFYING', 'FACILITY', { ACTIONS_DONE: open === undefined });
    const check = { check_due: new Date(input.checkDue), check_criterion: input.checkCriterion.trim() };
    await trx
      .updateTable('capas')
      .set({ ...check, check_result: null, check_note: '', check_recorded_at: null })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, audit(scope, id, { check_due: capa.check_due, check_criterion: capa.check_criterion }, check));
    await moveQualityRecord(trx, { table: 'capas', record: capa, to: 'VERIFYING', userId: scope.userId });
  });
}

/**
 * Records the effectiveness check of a CAPA being verified. EFFECTIVE keeps it there, ready to
 * close; INEFFECTIVE sends it back to its actions, and its result is cleared for the next check
 * (the trail keeps what this one found).
 */
export async function recordEffectiveness(db: Db, scope: QualityScope, id: number, input: CapaEffectivenessInput): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const capa = await lockedCapa(trx, scope, id);
    requireState(capa, ['VERIFYING'], 'the effectiveness check is recorded while it is VERIFYING');
    const effective = input.result === 'EFFECTIVE';
    if (!effective)
      checkQualityMove(CAPA_TRANSITIONS, capa.number, capa.status, 'ACTIONS', 'FACILITY', { CHECK_INEFFECTIVE: true });
    const note = input.note?.trim() ?? '';
    await trx
      .updateTable('capas')
      .set(
        effective
          ? { check_result: 'EFFECTIVE', check_note: note, check_recorded_at: new Date(), updated_at: new Date() }
          : { check_result: null, check_note: '', check_recorded_at: null },
      )
      .where('id', '=', id)
      .execute();
    await recordAudit(
      trx,
      audit(
        scope,
        id,
        { check_result: capa.check_result, check_note: capa.check_note },
        { check_result: input.result, check_note: note },
      ),
    );
    if (effective) await announceQuality(trx, 'capas', capa, [], null, { check: 'EFFECTIVE' });
    else await moveQualityRecord(trx, { table: 'capas', record: capa, to: 'ACTIONS', userId: scope.userId });
  });
}

/**
 * VERIFYING → CLOSED once the check is EFFECTIVE, signed with the password by a member whose role
 * the facility lets sign (its disposition signers): the signature binds the CAPA as it is now.
 */
export async function closeCapa(ctx: SigningContext, scope: SignerScope, id: number, input: CapaCloseInput, ip: string) {
  const { db } = ctx;
  const settings = await qualitySettings(db, scope.facilityId);
  if (!settings.dispositionSigners.some((role) => scope.roles.includes(role))) {
    throw forbidden('Your role may not sign the closure of a CAPA in this facility');
  }
  await db.transaction().execute(async (trx) => {
    const capa = await lockedCapa(trx, scope, id);
    checkQualityMove(CAPA_TRANSITIONS, capa.number, capa.status, 'CLOSED', 'FACILITY', {
      CHECK_EFFECTIVE: capa.check_result === 'EFFECTIVE',
    });
    await sign(ctx, trx, {
      signer: { userId: scope.userId, companyId: scope.facilityId },
      facilityId: scope.facilityId,
      password: input.signature.password,
      passkey: input.signature.passkey,
      meaning: input.signature.meaning,
      allowedMeanings: settings.signatureMeanings,
      recordKind: 'CAPA_CLOSURE',
      recordId: capa.id,
      content: closureContent(capa, await actionRows(trx, capa.id)),
      ip,
      inputPath: 'body.signature',
    });
    await moveQualityRecord(trx, { table: 'capas', record: capa, to: 'CLOSED', userId: scope.userId });
  });
}

/** Cancels a CAPA that is OPEN or in ACTIONS, with the reason. */
export async function cancelCapa(db: Db, scope: QualityScope, id: number, reason: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const capa = await lockedCapa(trx, scope, id);
    checkQualityMove(CAPA_TRANSITIONS, capa.number, capa.status, 'CANCELLED', 'FACILITY', {}, reason);
    await moveQualityRecord(trx, { table: 'capas', record: capa, to: 'CANCELLED', userId: scope.userId, reason });
  });
}
