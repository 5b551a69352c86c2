/** An NCR as its answers show it: the facility's whole record, or what the customer may see of it. */
import { NEEDS_DESIGN_AUTHORITY, type Disposition } from 'shared/contracts';
import type { Static } from 'typebox';
import { auditHistory, changesOf } from '../audit/index.js';
import type { Db } from '../db/database.js';
import type { mediaLinks } from '../files/index.js';
import { notFound } from '../http/errors.js';
import { signaturesOf } from '../signatures/index.js';
import { decisionContent } from './mrb.js';
import { ncrDecisions, ncrRecord, type NcrDecisionRow, type NcrListRow } from './queries.js';
import type { CustomerNcrSchema, DecisionSchema, NcrRowSchema, NcrSchema } from './schemas.js';
import { qualitySettings } from './settings.js';
import type { QualityScope } from './ncr-records.js';

type MediaLinks = ReturnType<typeof mediaLinks>;
type Ncr = Static<typeof NcrSchema>;

export function ncrRow(row: NcrListRow): Static<typeof NcrRowSchema> {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    status: row.status,
    severity: row.severity,
    defectCode: row.defect_code,
    title: row.title,
    order: row.order ?? null,
    part: row.part ?? null,
    quantity: row.quantity,
    machine: row.machine ?? null,
    material: row.material ?? null,
    assignee: row.assignee ?? null,
    createdAt: row.created_at.getTime(),
  };
}

/** Each decision with its signatures: the board's, and the customer's answer where there is one. */
async function decisionsWithSignatures(
  db: Db,
  ncr: { id: number; number: string; rfq_file_id: number | null; quantity: number | null },
  rows: NcrDecisionRow[],
): Promise<Static<typeof DecisionSchema>[]> {
  const ids = rows.map((row) => row.id);
  const linesOf = new Map(rows.map((row) => [row.id, row.lines as { disposition: Disposition; quantity: number }[]]));
  const content = (id: number) => decisionContent(ncr, id, linesOf.get(id) ?? []);
  const answerOf = new Map(rows.map((row) => [row.id, row.approval === 'APPROVED']));
  const [board, customer] = await Promise.all([
    signaturesOf(db, 'NCR_DISPOSITION', ids, content),
    signaturesOf(db, 'CUSTOMER_APPROVAL', ids, (id) => ({ ...content(id), approve: answerOf.get(id) })),
  ]);
  return rows.map((row) => ({
    id: row.id,
    lines: linesOf.get(row.id) ?? [],
    note: row.note,
    decidedBy: row.decided_by,
    decidedAt: row.created_at.getTime(),
    approval: row.approval,
    approvalReason: row.approval_reason,
    superseded: row.superseded,
    signatures: [...(board.get(row.id) ?? []), ...(customer.get(row.id) ?? [])],
  }));
}

/** Pieces no standing decision covers: the NCR's quantity less what was settled or waits for the customer. */
function undecidedOf(quantity: number | null, decisions: Static<typeof DecisionSchema>[]): number {
  const covered = decisions
    .flatMap((decision) =>
      decision.lines.filter((line) => !decision.superseded || !NEEDS_DESIGN_AUTHORITY.includes(line.disposition as Disposition)),
    )
    .reduce((sum, line) => sum + line.quantity, 0);
  return Math.max(0, (quantity ?? 0) - covered);
}

export async function ncrView(db: Db, links: MediaLinks, scope: QualityScope, id: number): Promise<Ncr> {
  const { facilityId, userId } = scope;
  const record = await ncrRecord(db, scope, id);
  if (!record) throw notFound(`NCR ${id} not found`);
  const [decisionRows, history, files] = await Promise.all([
    ncrDecisions(db, id),
    auditHistory(db, facilityId, 'NCR', id),
    record.evidence_ids?.length
      ? db.selectFrom('files').select(['id', 'file_name', 'itar']).where('id', 'in', record.evidence_ids).execute()
      : [],
  ]);
  const decisions = await decisionsWithSignatures(db, record, decisionRows);
  return {
    ...ncrRow(record),
    description: record.description,
    internalNotes: record.internal_notes,
    foundAt: record.found_at,
    cause: record.cause,
    job: record.job ?? null,
    inspectionId: record.inspection_id,
    startedAt: record.started_at?.getTime() ?? null,
    endedAt: record.ended_at?.getTime() ?? null,
    processNcr: record.process_ncr ?? null,
    partNcrs: (record.part_ncrs ?? []) as Ncr['partNcrs'],
    evidence: (record.evidence_ids ?? []).flatMap((fileId) => {
      const file = files.find((f) => f.id === fileId);
      return file ? [{ id: file.id, fileName: file.file_name, fileURL: links.link(file, userId).downloadUrl }] : [];
    }),
    decisions,
    undecided: record.kind === 'PART' ? undecidedOf(record.quantity, decisions) : 0,
    statusReason: record.status_reason,
    closedAt: record.closed_at?.getTime() ?? null,
    history: history.map((entry) => ({
      at: new Date(entry.at).toISOString(),
      who: entry.userName,
      action: entry.action,
      changes: changesOf(entry.oldValue, entry.newValue),
    })),
  };
}

/** The part NCRs of a customer's order, as the customer sees them: never the facility's notes. */
export async function customerNcrs(db: Db, companyId: number, orderId: number): Promise<Static<typeof CustomerNcrSchema>[]> {
  const rows = await db
    .selectFrom('ncrs as n')
    .innerJoin('rfqs as r', 'r.id', 'n.rfq_id')
    .innerJoin('rfq_files as f', 'f.id', 'n.rfq_file_id')
    .where('r.id', '=', orderId)
    .where('r.customer_id', '=', companyId)
    .where('n.kind', '=', 'PART')
    .select([
      'n.id',
      'n.number',
      'n.status',
      'n.severity',
      'n.defect_code',
      'n.title',
      'n.description',
      'n.quantity',
      'n.rfq_file_id',
      'n.facility_id',
      'f.original_file_name',
    ])
    .orderBy('n.id')
    .execute();
  return Promise.all(
    rows.map(async (row) => {
      const settings = await qualitySettings(db, row.facility_id);
      const meaning = settings.defectCodes.find((defect) => defect.code === row.defect_code)?.description;
      const decisions = await decisionsWithSignatures(db, row, (await ncrDecisions(db, row.id)).slice(0, 1));
      return {
        id: row.id,
        number: row.number,
        status: row.status,
        severity: row.severity,
        defect: meaning ? `${row.defect_code} — ${meaning}` : row.defect_code,
        title: row.title,
        description: row.description,
        part: { rfqFileId: row.rfq_file_id!, fileName: row.original_file_name },
        quantity: row.quantity!,
        decision: decisions[0] ?? null,
        signatureMeanings: settings.signatureMeanings,
      };
    }),
  );
}
