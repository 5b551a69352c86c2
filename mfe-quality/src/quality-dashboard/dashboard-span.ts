/**
 * The span the dashboard counts: one of a few spans ending now (the last 90 days unless another is
 * chosen), or days chosen by hand, the last of them counted whole. The server takes its start and
 * its end (exclusive, now when not given) in epoch ms.
 */
import { addDays, startOfDay } from 'shared/ui';
import type { DashboardSpan } from '../api';

/** The spans offered, in days back from today. */
export const PRESET_DAYS = [30, 90, 180, 365] as const;
export const DEFAULT_DAYS = 90;

/** A span ending now, by its days, or days chosen by hand. */
export type SpanChoice = { days: number } | { from: number | null; to: number | null };

/** The span the server is asked for; null while days chosen by hand are missing or end before they start. */
export function spanOf(choice: SpanChoice, today: number): DashboardSpan | null {
  if ('days' in choice) return { from: startOfDay(addDays(today, -choice.days)) };
  if (choice.from === null || choice.to === null) return null;
  const from = startOfDay(choice.from);
  const to = addDays(startOfDay(choice.to), 1);
  return from < to ? { from, to } : null;
}
