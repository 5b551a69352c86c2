import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { renderWindow } from './time-scale';
import type { Span } from './types';

interface Scale {
  from: number;
  to: number;
  pxPerMs: number;
  /** Width of the visible time, px (the scroller less the label column). */
  viewWidth: number;
  /** Where the visible time starts on the first render. */
  initialStart: number;
}

/**
 * Follows the horizontal scroll and returns the time window whose jobs are rendered. The
 * left edge is remembered as a time, so a zoom or resize keeps the same moment at the left.
 */
export function useTimeWindow(
  scrollRef: RefObject<HTMLElement | null>,
  { from, to, pxPerMs, viewWidth, initialStart }: Scale,
): Span {
  const viewStart = useRef(initialStart);
  const [timeWindow, setTimeWindow] = useState(() =>
    renderWindow({ start: initialStart, end: initialStart + viewWidth / pxPerMs }, null, { start: from, end: to }),
  );
  const current = useRef(timeWindow);

  const update = useCallback(() => {
    const element = scrollRef.current;
    if (!element) return;
    viewStart.current = from + element.scrollLeft / pxPerMs;
    const visible = { start: viewStart.current, end: viewStart.current + viewWidth / pxPerMs };
    const next = renderWindow(visible, current.current, { start: from, end: to });
    // Most scroll events end here, without a render.
    if (next !== current.current) {
      current.current = next;
      setTimeWindow(next);
    }
  }, [scrollRef, from, to, pxPerMs, viewWidth]);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    element.scrollLeft = (viewStart.current - from) * pxPerMs;
    update();
    element.addEventListener('scroll', update, { passive: true });
    return () => element.removeEventListener('scroll', update);
  }, [scrollRef, from, pxPerMs, update]);

  return timeWindow;
}
