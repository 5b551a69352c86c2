import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { timeViewWidth } from './layout';
import { TimelineCanvas } from './timeline-canvas';
import type { JobHandlers } from './timeline-job';
import { TimelineTooltip } from './timeline-tooltip';
import { Empty, Scroller } from './timeline.styles';
import type { TimelineItem, TimelineProps } from './types';
import { usePan } from './use-pan';
import { useViewportSize } from './use-viewport-size';

/**
 * Gantt timeline of the enterprise scheduler: one row per machine, jobs coloured by status.
 * Only the rows in view (TanStack Virtual) and, in them, the jobs of the time around the view
 * are rendered, so it stays fluid with hundreds of machines and tens of thousands of jobs.
 */
export function Timeline(props: TimelineProps) {
  if (props.rows.length === 0) {
    return (
      <Empty role="region" aria-label={props.ariaLabel} style={{ height: props.height }}>
        {props.emptyText}
      </Empty>
    );
  }
  return <TimelineGrid {...props} />;
}

interface Tooltip {
  item: TimelineItem;
  anchor: HTMLElement;
}

/** The focusable scroll area: measures itself, pans, and holds the one tooltip. */
function TimelineGrid({ height, onItemClick, renderTooltip, ariaLabel, ...data }: TimelineProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const viewport = useViewportSize(scrollRef);
  const pan = usePan(scrollRef, timeViewWidth(viewport.width) / 10);

  const tooltipId = useId();
  const [tooltip, setTooltip] = useState<Tooltip | null>(null);
  const handlers = useMemo<JobHandlers>(
    () => ({
      activate: (item) => onItemClick?.(item),
      showTooltip: (item, anchor) => renderTooltip && setTooltip({ item, anchor }),
      hideTooltip: () => setTooltip(null),
    }),
    [onItemClick, renderTooltip],
  );
  // The tooltip follows its job while the grid scrolls, and closes once the job is no longer rendered.
  const onScroll = useCallback(() => setTooltip((open) => open && (open.anchor.isConnected ? { ...open } : null)), []);

  return (
    <Scroller
      ref={scrollRef}
      role="region"
      aria-label={ariaLabel}
      tabIndex={0}
      style={{ height }}
      onScroll={tooltip ? onScroll : undefined}
      {...pan}
    >
      {/* Drawn once the size is known, so the first render is already at the right scale. */}
      {viewport.width > 0 && (
        <TimelineCanvas
          {...data}
          scrollRef={scrollRef}
          viewport={viewport}
          handlers={handlers}
          describedItem={tooltip?.item}
          tooltipId={tooltipId}
        />
      )}
      {tooltip && renderTooltip && (
        <TimelineTooltip id={tooltipId} anchor={tooltip.anchor} area={scrollRef.current!}>
          {renderTooltip(tooltip.item)}
        </TimelineTooltip>
      )}
    </Scroller>
  );
}
