/**
 * An order as its reader may see it (GET /api/v1/orders/{id}). The customer sees everything;
 * a facility sees the order, its own match and bid, and the part files only once it may (no
 * NDA asked, or its signed NDA approved). Before that it sees what the customer allows: the
 * title, the parts' processes, materials and quantities, and the dates — not the files, the
 * delivery address, the notes, the customer's order number nor the parts' numbers, uses and
 * finishes. Export-controlled files are linked only for ITAR-cleared readers.
 */
import type { MatchStatus, RfqStatus, TransitionActor } from 'shared/contracts';
import type { OrderRead } from './order-read.js';
import type { OrderViewer } from './queries.js';

type Link = (file: { id: number; itar: boolean }, userId: number) => { downloadUrl: string };

export function orderDetailsDto(
  read: OrderRead,
  reader: { viewer: OrderViewer; userId: number; link: Link; itarCleared: boolean },
) {
  const { order, matches, parts, bids, lines, bidFiles, events, matchTags } = read;
  const asFacility = 'facilityId' in reader.viewer;
  const filesVisible = !asFacility || matches.some((m) => m.files_visible);
  const fileLink = (file: { id: number; itar: boolean }) => reader.link(file, reader.userId).downloadUrl;
  const money = (value: string) => Number(value);
  return {
    id: order.id,
    kind: order.kind,
    status: order.status as RfqStatus,
    displayTitle: order.display_title,
    customerName: order.customer_name,
    creatorName: order.creator_name,
    createdAt: order.created_at.getTime(),
    updatedAt: order.updated_at.getTime(),
    submittedAt: order.submitted_at?.getTime() ?? null,
    estimatedDeliveryDate: order.estimated_delivery_date?.getTime() ?? null,
    quoteDueDate: order.quote_due_date?.getTime() ?? null,
    deliveryMethod: order.delivery_method,
    deliveryAddress:
      order.delivery_address_id === null || !filesVisible
        ? null
        : {
            id: order.delivery_address_id,
            label: order.address_label!,
            recipient: order.address_recipient!,
            line1: order.address_line1!,
            line2: order.address_line2,
            city: order.address_city!,
            postalCode: order.address_postal_code,
            countryCode: order.address_country_code!,
          },
    itar: order.itar,
    ndaRequired: order.nda_required,
    // The customer's NDA is what a facility signs: every facility the order went to reads it.
    ndaFile:
      order.nda_file_id === null
        ? null
        : { id: order.nda_file_id, fileName: order.nda_file_name!, fileURL: fileLink({ id: order.nda_file_id, itar: false }) },
    distribution: order.distribution,
    thirdPartyOrderId: filesVisible ? order.third_party_order_id : null,
    currency: order.currency,
    notes: filesVisible ? order.notes : '',
    unmatchedReason: order.unmatched_reason,
    termsVersion: order.terms_version,
    termsAcceptedAt: order.terms_accepted_at?.getTime() ?? null,
    parts: parts.map((part) => {
      const itar = part.itar || Boolean(part.file_itar);
      const shown = filesVisible && (!itar || reader.itarCleared || !asFacility);
      const linked = shown && (!itar || reader.itarCleared);
      return {
        id: part.id,
        fileId: shown ? part.file_id : null,
        fileName: shown ? part.original_file_name : null,
        fileURL: linked && part.file_id !== null ? fileLink({ id: part.file_id, itar: Boolean(part.file_itar) }) : null,
        pngFileDTO:
          linked && part.thumbnail_id !== null
            ? { id: part.thumbnail_id, fileURL: fileLink({ id: part.thumbnail_id, itar: Boolean(part.file_itar) }) }
            : null,
        quantity: part.quantity,
        units: part.units,
        amProcess: part.process_id === null ? null : { id: part.process_id, code: part.process_code!, name: part.process_name! },
        material: part.material,
        partNumber: filesVisible ? part.part_number : null,
        primaryUseCase: filesVisible ? part.primary_use_case : null,
        industryFocus: filesVisible ? part.industry_focus : null,
        finish: filesVisible ? part.finish : null,
        notes: filesVisible ? part.notes : '',
        itar,
      };
    }),
    matches: matches.map((match) => {
      const bid = bids.find((b) => b.match_id === match.id);
      return {
        id: match.id,
        facilityId: match.facility_id,
        facilityName: match.facility_name,
        status: match.status as MatchStatus,
        filesVisible: match.files_visible,
        signedNda:
          match.nda_file_id === null
            ? null
            : {
                id: match.nda_file_id,
                fileName: match.nda_file_name!,
                fileURL: fileLink({ id: match.nda_file_id, itar: false }),
              },
        declineReason: match.decline_reason,
        assignee: match.assigned_user_id === null ? null : { id: match.assigned_user_id, name: match.assignee_name ?? '' },
        // The facility's own marks on its offer: the customer does not see them.
        priorityLabel:
          asFacility && match.priority_label_id !== null
            ? { id: match.priority_label_id, name: match.priority_label!, color: match.priority_color! }
            : null,
        tags: matchTags.get(match.id) ?? [],
        bid: bid
          ? {
              id: bid.id,
              currency: bid.currency,
              lines: lines
                .filter((line) => line.bid_id === bid.id)
                .map((line) => ({
                  kind: line.kind,
                  rfqFileId: line.rfq_file_id,
                  description: line.description,
                  quantity: line.quantity,
                  unitPriceMinor: money(line.unit_price_minor),
                  amountMinor: money(line.amount_minor),
                })),
              subtotalMinor: money(bid.subtotal_minor),
              discountMinor: money(bid.discount_minor),
              taxRateBasisPoints: bid.tax_rate_basis_points,
              taxMinor: money(bid.tax_minor),
              totalMinor: money(bid.total_minor),
              leadTimeDays: bid.lead_time_days,
              deliveryDate: bid.delivery_date.getTime(),
              validUntil: bid.valid_until.getTime(),
              notes: bid.notes,
              attachments: bidFiles
                .filter((file) => file.bid_id === bid.id)
                .map((file) => ({ id: file.id, fileName: file.file_name, fileURL: fileLink(file) })),
              revision: bid.revision,
              updatedAt: bid.updated_at.getTime(),
            }
          : null,
      };
    }),
    history: events.map((event) => ({
      id: event.id,
      at: event.created_at.getTime(),
      matchId: event.match_id,
      facilityName: event.facility_name,
      from: event.from_status,
      to: event.to_status,
      actor: event.actor as TransitionActor,
      actorName: event.actor_name,
      reason: event.reason,
    })),
  };
}
