import type { Span, TimelineZoom } from './types';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** The time the visible width shows at each zoom level. */
export const ZOOM_SPANS: Record<TimelineZoom, number> = { day: DAY_MS, week: 7 * DAY_MS, month: 30 * DAY_MS };

/** Midnight of the day holding t, in the user's time zone. */
function startOfLocalDay(t: number): number {
  const d = new Date(t);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

// Through the calendar rather than + DAY_MS: a day with a daylight-saving switch has 23 or 25 hours.
function nextLocalDay(dayStart: number): number {
  const d = new Date(dayStart);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1).getTime();
}

/** Local midnights within the span. */
export function dayStarts(span: Span): number[] {
  const days: number[] = [];
  let day = startOfLocalDay(span.start);
  if (day < span.start) day = nextLocalDay(day);
  for (; day < span.end; day = nextLocalDay(day)) days.push(day);
  return days;
}

/** Local full hours within the span. */
export function hourStarts(span: Span): number[] {
  const first = new Date(span.start);
  first.setMinutes(0, 0, 0);
  let hour = first.getTime();
  if (hour < span.start) hour += HOUR_MS;
  // Time zones move by whole hours at a daylight-saving switch, so full hours stay an hour apart.
  const hours: number[] = [];
  for (; hour < span.end; hour += HOUR_MS) hours.push(hour);
  return hours;
}

/** Saturdays and Sundays (local time) within the span, each weekend one span, clipped to it. */
export function weekendSpans(span: Span): Span[] {
  const weekends: Span[] = [];
  for (let day = startOfLocalDay(span.start); day < span.end;) {
    const next = nextLocalDay(day);
    const weekday = new Date(day).getDay();
    if (weekday === 0 || weekday === 6) {
      const start = Math.max(day, span.start);
      const end = Math.min(next, span.end);
      const last = weekends[weekends.length - 1];
      if (last && last.end === start) last.end = end;
      else weekends.push({ start, end });
    }
    day = next;
  }
  return weekends;
}

/**
 * The window whose jobs are rendered: the visible time plus one visible width on each side,
 * within the range. The current window is kept while it covers the visible time and is no
 * wider than that (so a zoom-in does not keep rendering the wide old one): most scroll frames
 * then render nothing new.
 */
export function renderWindow(visible: Span, current: Span | null, range: Span): Span {
  const width = visible.end - visible.start;
  if (
    current &&
    current.start <= Math.max(visible.start, range.start) &&
    current.end >= Math.min(visible.end, range.end) &&
    current.end - current.start <= 3 * width
  ) {
    return current;
  }
  return { start: Math.max(range.start, visible.start - width), end: Math.min(range.end, visible.end + width) };
}

/** Where the visible time starts when the timeline opens: a little before now if now is drawn. */
export function initialViewStart(range: Span, now: number, visibleMs: number): number {
  if (now < range.start || now > range.end) return range.start;
  return Math.max(range.start, now - visibleMs / 4);
}

/** Maps time to x (px) in the drawn range; times outside it are clamped to its edges. */
export interface PixelScale {
  from: number;
  to: number;
  pxPerMs: number;
}

export function toX(scale: PixelScale, time: number): number {
  return (Math.min(Math.max(time, scale.from), scale.to) - scale.from) * scale.pxPerMs;
}
