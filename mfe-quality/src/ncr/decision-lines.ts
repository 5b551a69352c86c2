/**
 * The board's decision as its form holds it: a quantity per disposition the facility offers. The
 * decision sends only the dispositions given pieces, and their sum must be every piece still to
 * decide, as the server checks again.
 */
import type { Disposition } from 'shared/contracts';

export type Quantities = Partial<Record<Disposition, number | null>>;
export interface DecisionLine {
  disposition: Disposition;
  quantity: number;
}

/** The lines of a decision: the offered dispositions with pieces, in the order offered. */
export const decisionLines = (offered: readonly Disposition[], quantities: Quantities): DecisionLine[] =>
  offered.map((disposition) => ({ disposition, quantity: quantities[disposition] ?? 0 })).filter((line) => line.quantity > 0);

export const piecesOf = (lines: readonly DecisionLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/** Where the split stands against the pieces to decide: how many are left, or how many too many. */
export function splitState(decided: number, undecided: number): 'EXACT' | 'SHORT' | 'OVER' {
  return decided === undecided ? 'EXACT' : decided < undecided ? 'SHORT' : 'OVER';
}
