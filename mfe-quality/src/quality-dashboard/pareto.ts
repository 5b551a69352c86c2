/**
 * The defect codes' Pareto: ranked by how many NCRs each has, or by what its lost pieces cost in
 * one currency, each with its share of the whole added up from the top (the cumulative line).
 */
import type { Figures } from './api';

type Entry = Figures<'pareto'>[number];

/** What the codes are ranked by: their NCRs, or their cost in a currency. */
export type ParetoRank = { by: 'COUNT' } | { by: 'COST'; currency: string };

export interface ParetoRow {
  entry: Entry;
  /** The count, or the cost in minor units of the currency. */
  value: number;
  /** The share of the whole of this row and every row above it, 0 to 1. */
  cumulative: number;
}

const valueOf = (entry: Entry, rank: ParetoRank) =>
  rank.by === 'COUNT' ? entry.count : (entry.cost.find((cost) => cost.currency === rank.currency)?.minor ?? 0);

export function paretoRows(pareto: Entry[], rank: ParetoRank): ParetoRow[] {
  const ranked = pareto
    .map((entry) => ({ entry, value: valueOf(entry, rank) }))
    .sort((a, b) => b.value - a.value || a.entry.defectCode.localeCompare(b.entry.defectCode));
  const total = ranked.reduce((sum, row) => sum + row.value, 0);
  let running = 0;
  return ranked.map((row) => {
    running += row.value;
    return { ...row, cumulative: total === 0 ? 0 : running / total };
  });
}

/** The currencies the codes' costs are in, sorted. */
export const paretoCurrencies = (pareto: Entry[]): string[] =>
  [...new Set(pareto.flatMap((entry) => entry.cost.map((cost) => cost.currency)))].sort();
