/**
 * A bid's money, worked out on the server: integer minor units of the order's
 * currency throughout, in BigInt so no sum is ever rounded, and refused when a figure would not
 * survive JSON as an exact number.
 */
import type { BidLineKind } from 'shared/contracts';
import { badRequest } from '../http/errors.js';

export interface BidLineInput {
  kind: BidLineKind;
  rfqFileId?: number | null;
  description?: string;
  quantity: number;
  unitPriceMinor: number;
}

export interface BidTotals {
  lines: (BidLineInput & { amountMinor: number })[];
  subtotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  totalMinor: number;
}

/** The largest amount a bid holds, in minor units: beyond it a figure does not survive JSON as an exact number. */
export const MAX_AMOUNT_MINOR = Number.MAX_SAFE_INTEGER;

const exact = (value: bigint, field: string): number => {
  if (value > BigInt(MAX_AMOUNT_MINOR)) throw badRequest('The amount is too large to quote', field);
  return Number(value);
};

/** Tax on `base` at `basisPoints` (1/100 of a percent), rounded half up to a minor unit. */
const taxOf = (base: bigint, basisPoints: number): bigint => (base * BigInt(basisPoints) + 5_000n) / 10_000n;

export function bidTotals(lines: BidLineInput[], discountMinor: number, taxRateBasisPoints: number): BidTotals {
  const priced = lines.map((line, index) => ({
    ...line,
    amountMinor: exact(BigInt(line.quantity) * BigInt(line.unitPriceMinor), `body.lines.${index}.unitPriceMinor`),
  }));
  const subtotal = priced.reduce((sum, line) => sum + BigInt(line.amountMinor), 0n);
  const discount = BigInt(discountMinor);
  if (discount > subtotal) throw badRequest('The discount cannot be more than the lines add up to', 'body.discountMinor');
  const tax = taxOf(subtotal - discount, taxRateBasisPoints);
  return {
    lines: priced,
    subtotalMinor: exact(subtotal, 'body.lines'),
    discountMinor,
    taxMinor: exact(tax, 'body.taxRateBasisPoints'),
    totalMinor: exact(subtotal - discount + tax, 'body.lines'),
  };
}
