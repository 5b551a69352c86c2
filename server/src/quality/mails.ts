/**
 * The mails a quality record's move calls for. Where someone on the other side must act next, the
 * mail asks them to: the board's decision that needs the customer's approval goes to the person who
 * placed the order, and the customer's answer goes back to the NCR's assignee, or to whoever raised
 * it. Any other move of an NCR or a CAPA tells the person it is assigned to (its assignee or owner,
 * else whoever raised it), unless they made the move themselves.
 */
import type { CapaStatus, NcrStatus } from 'shared/contracts';
import { LANGUAGE_KEYS, type LanguageKey } from 'shared/texts';
import type { Trx } from '../db/database.js';
import type { TemplatedMail } from '../mail/index.js';
import type { OutboxEvent } from '../orders/index.js';
import { reportText } from './report-texts.js';

interface QualityMove {
  id: number;
  status?: NcrStatus | CapaStatus;
  from?: NcrStatus | CapaStatus;
  by?: number;
}

export async function qualityMailsFor(trx: Trx, event: OutboxEvent, publicUrl: string): Promise<TemplatedMail[]> {
  if (event.topic !== 'quality.ncr' && event.topic !== 'quality.capa') return [];
  const move = event.payload as QualityMove;
  // A record raised is not moved: its raiser knows, and the lists show it live.
  if (!move.from || !move.status) return [];
  if (event.topic === 'quality.ncr' && (move.status === 'AWAITING_CUSTOMER' || move.from === 'AWAITING_CUSTOMER')) {
    return approvalMails(trx, move, publicUrl);
  }
  return ownerMails(trx, event.topic, move, publicUrl);
}

/** The customer asked for its approval, or the NCR's owner told of the customer's answer. */
async function approvalMails(trx: Trx, move: QualityMove, publicUrl: string): Promise<TemplatedMail[]> {
  const asked = move.status === 'AWAITING_CUSTOMER';
  const ncr = await trx
    .selectFrom('ncrs as n')
    .innerJoin('rfqs as r', 'r.id', 'n.rfq_id')
    .innerJoin('companies as f', 'f.id', 'n.facility_id')
    .innerJoin('companies as c', 'c.id', 'r.customer_id')
    .select((eb) => [
      'n.number',
      'n.facility_id',
      eb.fn.coalesce('n.assigned_user_id', 'n.created_by').as('owner'),
      'n.status_reason',
      'r.id as rfq_id',
      'r.display_title',
      'r.created_by as ordered_by',
      'r.customer_id',
      'f.company_name as facility',
      'c.company_name as customer',
    ])
    .where('n.id', '=', move.id)
    .executeTakeFirst();
  if (!ncr) return [];
  let people = trx.selectFrom('users').select(['email', 'language']).where('email_verified', '=', true);
  if (asked) {
    people =
      ncr.ordered_by !== null
        ? people.where('id', '=', ncr.ordered_by)
        : people.where('engineer_company_id', '=', ncr.customer_id);
  } else {
    if (ncr.owner === null) return [];
    people = people.where('id', '=', ncr.owner);
  }
  const link = asked ? `/order-details/${ncr.rfq_id}` : `/service-provider/quality-management/ncrs/${move.id}`;
  const values = {
    ncr: ncr.number,
    id: String(ncr.rfq_id),
    title: ncr.display_title,
    facility: ncr.facility,
    customer: ncr.customer,
    reason: ncr.status_reason,
    link: `${publicUrl}${link}`,
  };
  const template = asked
    ? 'quality.approvalRequested'
    : move.status === 'OPEN'
      ? 'quality.customerRefused'
      : 'quality.customerApproved';
  return (await people.orderBy('id').execute()).map(({ email, language }) => ({
    template,
    to: email,
    language,
    facilityId: ncr.facility_id,
    values,
  }));
}

/** The person an NCR or a CAPA is assigned to, told of a move someone else made, the state in their words. */
async function ownerMails(trx: Trx, topic: 'quality.ncr' | 'quality.capa', move: QualityMove, publicUrl: string) {
  const isNcr = topic === 'quality.ncr';
  const record = isNcr
    ? await trx
        .selectFrom('ncrs')
        .select((eb) => ['number', 'title', 'facility_id', eb.fn.coalesce('assigned_user_id', 'created_by').as('owner')])
        .where('id', '=', move.id)
        .executeTakeFirst()
    : await trx
        .selectFrom('capas')
        .select((eb) => ['number', 'title', 'facility_id', eb.fn.coalesce('owner_user_id', 'created_by').as('owner')])
        .where('id', '=', move.id)
        .executeTakeFirst();
  if (!record || record.owner === null || record.owner === move.by) return [];
  const owner = await trx
    .selectFrom('users')
    .select(['email', 'language'])
    .where('id', '=', record.owner)
    .where('email_verified', '=', true)
    .executeTakeFirst();
  if (!owner) return [];
  const language = (LANGUAGE_KEYS as readonly string[]).includes(owner.language) ? (owner.language as LanguageKey) : 'en_US';
  const words = reportText(language);
  const status = isNcr
    ? words(`quality.status.${move.status as NcrStatus}`)
    : words(`report.capaStatus.${move.status as CapaStatus}`);
  const page = isNcr ? `ncrs/${move.id}` : `capa/${move.id}`;
  const mail: TemplatedMail = {
    template: 'quality.recordMoved',
    to: owner.email,
    language: owner.language,
    facilityId: record.facility_id,
    values: {
      record: record.number,
      title: record.title,
      status,
      link: `${publicUrl}/service-provider/quality-management/${page}`,
    },
  };
  return [mail];
}
