import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { LABEL_WIDTH, TOOLTIP_OFFSET } from './layout';
import { TOOLTIP_MAX_WIDTH, TooltipBox } from './timeline.styles';

/** Room a tooltip needs below its job; with less, it opens above. */
const ROOM_BELOW = 120;

interface TimelineTooltipProps {
  id: string;
  /** The job's element; read on each render so the tooltip follows its job while the grid scrolls. */
  anchor: HTMLElement;
  /** The scroll area: a job that starts off to the left gets its tooltip where it comes into view. */
  area: HTMLElement;
  children: ReactNode;
}

/**
 * The timeline's one tooltip, 10 px from the job. A light fixed box rather than the kit's
 * Radix Tooltip: that one mounts a provider and a root per trigger, too heavy for thousands of jobs.
 */
export function TimelineTooltip({ id, anchor, area, children }: TimelineTooltipProps) {
  const box = anchor.getBoundingClientRect();
  const left = Math.min(
    Math.max(box.left, area.getBoundingClientRect().left + LABEL_WIDTH),
    window.innerWidth - TOOLTIP_MAX_WIDTH,
  );
  const vertical =
    box.bottom + TOOLTIP_OFFSET + ROOM_BELOW <= window.innerHeight
      ? { top: box.bottom + TOOLTIP_OFFSET }
      : { bottom: window.innerHeight - box.top + TOOLTIP_OFFSET };
  return createPortal(
    <TooltipBox id={id} role="tooltip" style={{ left: Math.max(left, 0), ...vertical }}>
      {children}
    </TooltipBox>,
    document.body,
  );
}
