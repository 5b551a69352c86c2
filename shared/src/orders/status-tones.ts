/**
 * The tone each order and offer state shows in (the kit's StatusBadge): every state named, so a
 * new state cannot show without one.
 */
import type { MatchStatus, RfqStatus } from '../contracts/index.js';
import type { StatusTone } from '../ui/status-tone.js';

export const ORDER_STATUS_TONES: Record<RfqStatus, StatusTone> = {
  DRAFT: 'neutral',
  SUBMITTED: 'progress',
  MATCHED: 'progress',
  UNMATCHED: 'warning',
  DISTRIBUTED: 'progress',
  WITHDRAWN: 'neutral',
  BID_ACCEPTED: 'progress',
  AGREEMENT_DONE: 'progress',
  IN_MANUFACTURING: 'progress',
  IN_POSTPROCESSING: 'progress',
  IN_QUALITYCONTROL: 'progress',
  SHIPPED: 'progress',
  INTERNAL_SHIPPED: 'progress',
  DELIVERED: 'success',
  INTERNAL_DELIVERED: 'success',
  INTERNAL_COMPLETED: 'success',
  COMPLETED: 'success',
  ARCHIVED: 'neutral',
  ON_HOLD: 'warning',
};

export const MATCH_STATUS_TONES: Record<MatchStatus, StatusTone> = {
  CREATED: 'neutral',
  APPROVED: 'progress',
  TIMED_OUT: 'neutral',
  NDA_UPLOAD_PENDING: 'warning',
  NDA_VERIFICATION_PENDING: 'warning',
  NDA_APPROVED: 'progress',
  NDA_REJECTED: 'danger',
  BID_WAITING: 'warning',
  BID_SUBMITTED: 'progress',
  BID_APPROVED: 'success',
  BID_REJECTED: 'danger',
  SP_BID_ACCEPTED: 'success',
  SP_BID_REJECTED: 'neutral',
  BID_LOST: 'neutral',
  SP_RFQ_REJECTED: 'neutral',
  COMPLETED: 'success',
  ARCHIVED: 'neutral',
  IN_PROGRESS: 'progress',
  IN_POSTPROCESSING: 'progress',
  IN_QUALITYCONTROL: 'progress',
  SHIPPED: 'progress',
  INTERNAL_SHIPPED: 'progress',
  INTERNAL_COMPLETED: 'success',
  PAYMENT_WAITING: 'warning',
  ON_HOLD: 'warning',
};
