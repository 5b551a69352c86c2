/**
 * The bid form's values: amounts in units of the order's currency as typed, their rules, and the
 * bid as the API takes it, in minor units. A revision names the revision it was made from.
 */
import type { Bid, BidInput, OrderDetails } from 'shared/contracts';
import { fromMinor, toMinor } from 'shared/orders';
import * as yup from 'yup';
import type { Text } from '../texts';

export const DAY = 86_400_000;

export interface BidValues {
  /** Unit price per part (order part id → price in units of the currency). */
  prices: Record<number, number | null>;
  setup: number | null;
  postProcessing: number | null;
  shipping: number | null;
  discount: number | null;
  taxPercent: number | null;
  leadTimeDays: number | null;
  deliveryDate: number | null;
  validUntil: number | null;
  notes: string;
  /** Files sent with the bid: the facility's own, uploaded here. */
  attachments: { id: number; fileName: string }[];
}

export function initialValues(order: OrderDetails, bid: Bid | null, now: number): BidValues {
  const currency = order.currency;
  const line = (kind: string) => bid?.lines.find((l) => l.kind === kind);
  const units = (minor: number | undefined) => (minor === undefined ? 0 : fromMinor(minor, currency));
  return {
    prices: Object.fromEntries(
      order.parts.map((part) => [part.id, bid ? units(bid.lines.find((l) => l.rfqFileId === part.id)?.unitPriceMinor) : null]),
    ),
    setup: units(line('SETUP')?.unitPriceMinor),
    postProcessing: units(line('POST_PROCESSING')?.unitPriceMinor),
    shipping: units(line('SHIPPING')?.unitPriceMinor),
    discount: units(bid?.discountMinor),
    taxPercent: bid ? bid.taxRateBasisPoints / 100 : 0,
    leadTimeDays: bid?.leadTimeDays ?? null,
    deliveryDate: bid?.deliveryDate ?? null,
    validUntil: bid?.validUntil ?? now + 14 * DAY,
    notes: bid?.notes ?? '',
    attachments: bid?.attachments.map(({ id, fileName }) => ({ id, fileName })) ?? [],
  };
}

export function schema(text: Text, order: OrderDetails) {
  const amount = yup.number().nullable().min(0, text('bid.notNegative'));
  return yup.object({
    prices: yup.object(Object.fromEntries(order.parts.map((part) => [part.id, amount.required(text('bid.priceRequired'))]))),
    setup: amount,
    postProcessing: amount,
    shipping: amount,
    discount: amount,
    taxPercent: yup.number().nullable().min(0, text('bid.notNegative')).max(100, text('bid.taxTooHigh')),
    leadTimeDays: yup.number().nullable().required(text('bid.leadTimeRequired')).integer().min(0, text('bid.notNegative')),
    deliveryDate: yup.number().nullable().required(text('bid.deliveryRequired')),
    validUntil: yup.number().nullable().required(text('bid.validRequired')),
    notes: yup.string().max(4000),
  });
}

/** The bid as the API takes it: every amount in minor units of the order's currency. */
export function toBidInput(order: OrderDetails, bid: Bid | null, values: BidValues): BidInput {
  const currency = order.currency;
  const minor = (value: number | null) => toMinor(value ?? 0, currency);
  const extra = (kind: 'SETUP' | 'POST_PROCESSING' | 'SHIPPING', value: number | null) =>
    value ? [{ kind, quantity: 1, unitPriceMinor: minor(value) }] : [];
  return {
    currency,
    lines: [
      ...order.parts.map((part) => ({
        kind: 'PART' as const,
        rfqFileId: part.id,
        quantity: part.quantity,
        unitPriceMinor: minor(values.prices[part.id] ?? 0),
      })),
      ...extra('SETUP', values.setup),
      ...extra('POST_PROCESSING', values.postProcessing),
      ...extra('SHIPPING', values.shipping),
    ],
    discountMinor: minor(values.discount),
    taxRateBasisPoints: Math.round((values.taxPercent ?? 0) * 100),
    leadTimeDays: values.leadTimeDays ?? 0,
    deliveryDate: values.deliveryDate ?? 0,
    validUntil: values.validUntil ?? 0,
    notes: values.notes,
    attachmentFileIds: values.attachments.map((file) => file.id),
    revision: bid?.revision ?? 0,
  };
}
