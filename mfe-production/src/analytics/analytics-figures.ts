/**
 * The figures' arithmetic, done on the server's answers as the page shows them: shares of a whole
 * (utilisation of the span's hours, a win rate, a scrap rate), the scrap causes as a Pareto with
 * their cumulative share, material by unit, and a period's first day as an instant to write it.
 */
import type { AnalyticsMaterial, AnalyticsScrap, AnalyticsUtilisation } from 'shared/contracts';

/** part ÷ whole, or null when the whole is nothing (no rate to show). */
export const shareOf = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

/** Quotes won of those decided: won ÷ (won + lost); one still open counts neither way. */
export const winRate = ({ won, lost }: { won: number; lost: number }) => shareOf(won, won + lost);

export type UtilisationRow = AnalyticsUtilisation['rows'][number] & { planned: number | null; actual: number | null };

/** Each machine's planned and actual hours as shares of the span's hours. */
export const utilisationRows = ({ spanHours, rows }: AnalyticsUtilisation): UtilisationRow[] =>
  rows.map((row) => ({
    ...row,
    planned: shareOf(row.plannedHours, spanHours),
    actual: shareOf(row.actualHours, spanHours),
  }));

type Cause = AnalyticsScrap['causes'][number];

export interface CauseRow {
  cause: Cause;
  /** The cause's share of the lost pieces, 0 to 1. */
  share: number;
  /** The share of this cause and every cause above it. */
  cumulative: number;
}

/** The causes of the lost pieces, most first, each with its share and the share added up from the top. */
export function paretoOfCauses(causes: Cause[]): CauseRow[] {
  const ranked = [...causes].sort((a, b) => b.pieces - a.pieces);
  const total = ranked.reduce((sum, cause) => sum + cause.pieces, 0);
  let running = 0;
  return ranked.map((cause) => {
    running += cause.pieces;
    return { cause, share: shareOf(cause.pieces, total) ?? 0, cumulative: shareOf(running, total) ?? 0 };
  });
}

type MaterialRow = AnalyticsMaterial['rows'][number];

/** The materials consumed, grouped by the unit they were recorded in (a quantity is never added across units). */
export function byUnit(rows: MaterialRow[]): { unit: string; rows: MaterialRow[] }[] {
  const units = [...new Set(rows.map((row) => row.unit))];
  return units.map((unit) => ({ unit, rows: rows.filter((row) => row.unit === unit) }));
}

/** A period's first day (YYYY-MM-DD) as the instant of its midnight in UTC, to be written in UTC. */
export function periodStart(period: string): number {
  const [year = 1970, month = 1, day = 1] = period.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}
