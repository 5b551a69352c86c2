import type { RfqStatus } from 'shared/contracts';

/** The order's way as the customer follows it; a state off the way shows as a panel instead. */
export const WAY: RfqStatus[] = [
  'DRAFT',
  'DISTRIBUTED',
  'BID_ACCEPTED',
  'AGREEMENT_DONE',
  'IN_MANUFACTURING',
  'IN_QUALITYCONTROL',
  'SHIPPED',
  'COMPLETED',
];

/** States that share a step of the way: post-processing is manufacturing, a partial delivery is still shipping. */
const WAY_STEP: Partial<Record<RfqStatus, number>> = {
  SUBMITTED: 1,
  MATCHED: 1,
  IN_POSTPROCESSING: 4,
  INTERNAL_SHIPPED: 6,
  DELIVERED: 6,
  INTERNAL_DELIVERED: 6,
  INTERNAL_COMPLETED: 7,
};

/** The step of the way an order in this state stands at; past the last one when it is off the way. */
export function wayStep(status: RfqStatus): number {
  const onWay = WAY.indexOf(status);
  return onWay >= 0 ? onWay : (WAY_STEP[status] ?? WAY.length);
}
