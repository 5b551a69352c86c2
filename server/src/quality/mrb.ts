/**
 * The material review board's decisions on a part NCR, and the customer's answer to the pieces it
 * must approve. A decision splits every piece the NCR has still to decide across dispositions and
 * is signed by the member who records it. Pieces reworked go back into production and pieces
 * scrapped, returned or regraded are lost to the order at once; pieces used as they are or
 * repaired wait, held, for the customer, who owns the design: approved, they are passed and may
 * ship; refused, the board decides on them again.
 */
import {
  DELIVERED_DISPOSITIONS,
  LOST_DISPOSITIONS,
  NEEDS_DESIGN_AUTHORITY,
  PART_NCR_TRANSITIONS,
  REWORKED_DISPOSITIONS,
  type Disposition,
  type NcrStatus,
} from 'shared/contracts';
import { recordAudit } from '../audit/index.js';
import type { Db } from '../db/database.js';
import { settleHeldPieces } from '../fulfilment/index.js';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.js';
import { postMessage } from '../messages/index.js';
import { sign, type SigningContext } from '../signatures/index.js';
import { checkQualityMove, moveQualityRecord } from './moves.js';
import { lockedNcr, settledPieces, type LockedNcr, type QualityScope } from './ncr-records.js';
import type { ApprovalInput, DispositionInput } from './schemas.js';
import { qualitySettings } from './settings.js';

type Line = { disposition: Disposition; quantity: number };

const piecesOf = (lines: readonly Line[], kinds: readonly Disposition[]) =>
  lines.filter((line) => kinds.includes(line.disposition)).reduce((sum, line) => sum + line.quantity, 0);

/** What a signature of a decision binds: the NCR's pieces and how the board split them. */
export function decisionContent(
  ncr: { id: number; number: string; rfq_file_id: number | null; quantity: number | null },
  decisionId: number,
  lines: readonly Line[],
) {
  return {
    ncr: ncr.number,
    ncrId: ncr.id,
    part: ncr.rfq_file_id,
    quantity: ncr.quantity,
    decision: decisionId,
    lines: [...lines].sort((a, b) => a.disposition.localeCompare(b.disposition)).map((l) => [l.disposition, l.quantity]),
  };
}

export interface SignerScope extends QualityScope {
  roles: readonly string[];
}

/** Records and signs the board's decision on an open part NCR; the decision's id. */
export async function dispose(
  ctx: SigningContext,
  scope: SignerScope,
  ncrId: number,
  input: DispositionInput,
  ip: string,
): Promise<number> {
  const { db } = ctx;
  const settings = await qualitySettings(db, scope.facilityId);
  if (!settings.dispositionSigners.some((role) => scope.roles.includes(role))) {
    throw forbidden('Your role may not sign a disposition in this facility');
  }
  const lines = input.lines as Line[];
  for (const [i, line] of lines.entries()) {
    if (!settings.dispositions.includes(line.disposition)) {
      throw badRequest(`${line.disposition} is not a disposition this facility offers`, `body.lines.${i}.disposition`);
    }
    if (lines.findIndex((other) => other.disposition === line.disposition) !== i) {
      throw badRequest(`${line.disposition} is listed twice`, `body.lines.${i}.disposition`);
    }
  }
  const needsApproval = piecesOf(lines, NEEDS_DESIGN_AUTHORITY) > 0;
  const decided = await db.transaction().execute(async (trx) => {
    const ncr = await lockedNcr(trx, scope, ncrId);
    if (ncr.kind !== 'PART') throw conflict(`${ncr.number} is a process NCR: its parts’ NCRs are dispositioned`);
    const to: NcrStatus = needsApproval ? 'AWAITING_CUSTOMER' : 'DISPOSITIONED';
    checkQualityMove(PART_NCR_TRANSITIONS, ncr.number, ncr.status as NcrStatus, to, 'FACILITY', {
      NEEDS_APPROVAL: needsApproval,
      NO_APPROVAL_NEEDED: !needsApproval,
    });
    const undecided = (ncr.quantity ?? 0) - (await settledPieces(trx, ncr.id));
    const total = lines.reduce((sum, line) => sum + line.quantity, 0);
    if (total !== undecided) {
      throw badRequest(`The dispositions add up to ${total} pieces; ${undecided} are to be decided`, 'body.lines');
    }
    const { id } = await trx
      .insertInto('ncr_decisions')
      .values({
        ncr_id: ncr.id,
        decided_by: scope.userId,
        note: input.note?.trim() ?? '',
        approval: needsApproval ? 'REQUESTED' : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('ncr_decision_lines')
      .values(lines.map((line) => ({ decision_id: id, disposition: line.disposition, quantity: line.quantity })))
      .execute();
    await sign(ctx, trx, {
      signer: { userId: scope.userId, companyId: scope.facilityId },
      facilityId: scope.facilityId,
      password: input.signature.password,
      passkey: input.signature.passkey,
      meaning: input.signature.meaning,
      allowedMeanings: settings.signatureMeanings,
      recordKind: 'NCR_DISPOSITION',
      recordId: id,
      content: decisionContent(ncr, id, lines),
      ip,
      inputPath: 'body.signature',
    });
    if (ncr.inspection_id !== null && ncr.rfq_file_id !== null) {
      await settleHeldPieces(trx, ncr.rfq_file_id, {
        toCustomer: 0,
        reworked: piecesOf(lines, REWORKED_DISPOSITIONS),
        lost: piecesOf(lines, LOST_DISPOSITIONS),
      });
    }
    await recordAudit(trx, {
      facilityId: scope.facilityId,
      userId: scope.userId,
      entity: 'NCR_DECISION',
      entityId: id,
      action: 'CREATE',
      newValue: { ncr: ncr.number, lines, note: input.note?.trim() ?? '', approval: needsApproval ? 'REQUESTED' : null },
    });
    await moveQualityRecord(trx, {
      table: 'ncrs',
      record: ncr,
      to,
      userId: scope.userId,
      alsoTell: ncr.customer_id ? [ncr.customer_id] : [],
      rfqId: ncr.rfq_id,
    });
    return { id, ncr };
  });
  if (needsApproval) await askCustomer(db, scope, decided.ncr, lines);
  return decided.id;
}

/** Tells the customer in the order's conversation that pieces wait for its approval. */
async function askCustomer(db: Db, scope: QualityScope, ncr: LockedNcr, lines: readonly Line[]) {
  const match = await db
    .selectFrom('matches')
    .select('id')
    .where('rfq_id', '=', ncr.rfq_id!)
    .where('facility_id', '=', scope.facilityId)
    .executeTakeFirst();
  if (!match) return;
  const asked = lines
    .filter((line) => NEEDS_DESIGN_AUTHORITY.includes(line.disposition))
    .map((line) => `${line.quantity} ${line.disposition === 'USE_AS_IS' ? 'to use as they are' : 'to repair'}`)
    .join(' and ');
  await postMessage(db, { userId: scope.userId, viewer: { facilityId: scope.facilityId, itarCleared: true } }, match.id, {
    text: `${ncr.number}: we ask your approval for ${asked}. Please approve or refuse it with your signature in the order’s details, under Quality.`,
    fileIds: [],
  });
}

/** The customer's answer to a decision waiting for its approval, signed. */
export async function answerApproval(
  ctx: SigningContext,
  customer: { companyId: number; userId: number },
  decisionId: number,
  input: ApprovalInput,
  ip: string,
): Promise<void> {
  const { db } = ctx;
  await db.transaction().execute(async (trx) => {
    const decision = await trx
      .selectFrom('ncr_decisions as d')
      .innerJoin('ncrs as n', 'n.id', 'd.ncr_id')
      .innerJoin('rfqs as r', 'r.id', 'n.rfq_id')
      .select(['d.id', 'd.approval', 'n.id as ncr_id', 'n.facility_id'])
      .where('d.id', '=', decisionId)
      .where('r.customer_id', '=', customer.companyId)
      .forUpdate('d')
      .executeTakeFirst();
    if (!decision) throw notFound(`Approval request ${decisionId} not found`);
    if (decision.approval !== 'REQUESTED') throw conflict('This request was answered already');
    // The customer's own order: export control keeps nothing of it from them.
    const scope = { facilityId: decision.facility_id, userId: customer.userId, itarCleared: true };
    const ncr = await lockedNcr(trx, scope, decision.ncr_id);
    const to: NcrStatus = input.approve ? 'DISPOSITIONED' : 'OPEN';
    checkQualityMove(PART_NCR_TRANSITIONS, ncr.number, ncr.status as NcrStatus, to, 'CUSTOMER', {}, input.reason);
    const lines = (await trx
      .selectFrom('ncr_decision_lines')
      .select(['disposition', 'quantity'])
      .where('decision_id', '=', decision.id)
      .execute()) as Line[];
    const settings = await qualitySettings(trx, decision.facility_id);
    await sign(ctx, trx, {
      signer: { userId: customer.userId, companyId: customer.companyId },
      facilityId: decision.facility_id,
      password: input.signature.password,
      passkey: input.signature.passkey,
      meaning: input.signature.meaning,
      allowedMeanings: settings.signatureMeanings,
      recordKind: 'CUSTOMER_APPROVAL',
      recordId: decision.id,
      content: { ...decisionContent(ncr, decision.id, lines), approve: input.approve },
      ip,
      inputPath: 'body.signature',
    });
    await trx
      .updateTable('ncr_decisions')
      .set({
        approval: input.approve ? 'APPROVED' : 'REFUSED',
        approval_reason: input.reason?.trim() ?? '',
        approved_by: customer.userId,
        approved_at: new Date(),
        // A refused decision makes way for the board's next one.
        superseded: !input.approve,
      })
      .where('id', '=', decision.id)
      .execute();
    if (input.approve && ncr.inspection_id !== null && ncr.rfq_file_id !== null) {
      await settleHeldPieces(trx, ncr.rfq_file_id, { toCustomer: piecesOf(lines, DELIVERED_DISPOSITIONS), reworked: 0, lost: 0 });
    }
    await recordAudit(trx, {
      facilityId: decision.facility_id,
      userId: customer.userId,
      entity: 'NCR_DECISION',
      entityId: decision.id,
      action: 'UPDATE',
      oldValue: { approval: 'REQUESTED' },
      newValue: { approval: input.approve ? 'APPROVED' : 'REFUSED', reason: input.reason?.trim() ?? '' },
    });
    await moveQualityRecord(trx, {
      table: 'ncrs',
      record: ncr,
      to,
      userId: customer.userId,
      reason: input.reason,
      alsoTell: [customer.companyId],
      rfqId: ncr.rfq_id,
    });
  });
}
