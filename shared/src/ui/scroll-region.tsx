/**
 * A box whose content may be wider than the page, such as a table with many columns or long
 * values. While its content overflows it is a focusable, labelled region, so a keyboard user can
 * scroll it with the arrow keys (WCAG 2.1.1; axe's scrollable-region-focusable); while everything
 * fits it adds no tab stop.
 */
import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';

function useOverflows(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight);
    measure();
    // jsdom has no ResizeObserver; a browser always does.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    // The box's own size follows the page; its content's size follows the data.
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}

export interface ScrollRegionProps {
  /** Names the region for screen readers while it scrolls. */
  label?: string;
  children: ReactNode;
}

export function ScrollRegion({ label, children }: ScrollRegionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const overflows = useOverflows(ref);
  const focusable = overflows ? { tabIndex: 0, role: label ? 'region' : undefined, 'aria-label': label } : {};
  return (
    <Scroller ref={ref} {...focusable}>
      {children}
    </Scroller>
  );
}

const Scroller = styled.div`
  overflow-x: auto;
`;
