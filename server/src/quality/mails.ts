/**
 * The mails an NCR's move calls for: those where someone on the other side must act next. The
 * board's decision that needs the customer's approval goes to the person who placed the order;
 * the customer's answer goes back to the NCR's assignee, or to whoever raised it. The other moves
 * are seen live on the pages and reach the webhooks; a mail for each would be noise.
 */
import type { Trx } from '../db/database.js';
import type { TemplatedMail } from '../mail/index.js';
import type { OutboxEvent } from '../orders/index.js';

export async function qualityMailsFor(trx: Trx, event: OutboxEvent, publicUrl: string): Promise<TemplatedMail[]> {
  if (event.topic !== 'quality.ncr' || event.rfq_id === null) return [];
  const { id, status, from } = event.payload as { id: number; status?: string; from?: string };
  const asked = status === 'AWAITING_CUSTOMER';
  const answered = from === 'AWAITING_CUSTOMER' && (status === 'DISPOSITIONED' || status === 'OPEN');
  if (!asked && !answered) return [];
  const ncr = await trx
    .selectFrom('ncrs as n')
    .innerJoin('rfqs as r', 'r.id', 'n.rfq_id')
    .innerJoin('companies as f', 'f.id', 'n.facility_id')
    .innerJoin('companies as c', 'c.id', 'r.customer_id')
    .select([
      'n.number',
      'n.facility_id',
      'n.assigned_user_id',
      'n.created_by',
      'n.status_reason',
      'r.id as rfq_id',
      'r.display_title',
      'r.created_by as ordered_by',
      'r.customer_id',
      'f.company_name as facility',
      'c.company_name as customer',
    ])
    .where('n.id', '=', id)
    .executeTakeFirst();
  if (!ncr) return [];
  let people = trx.selectFrom('users').select(['email', 'language']).where('email_verified', '=', true);
  if (asked) {
    people =
      ncr.ordered_by !== null
        ? people.where('id', '=', ncr.ordered_by)
        : people.where('engineer_company_id', '=', ncr.customer_id);
  } else {
    const owner = ncr.assigned_user_id ?? ncr.created_by;
    if (owner === null) return [];
    people = people.where('id', '=', owner);
  }
  const link = asked ? `/order-details/${ncr.rfq_id}` : `/service-provider/quality-management/ncrs/${id}`;
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
    : status === 'OPEN'
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
