import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useState, type RefObject } from 'react';
import { indexItems } from './item-index';
import { HEADER_HEIGHT, LABEL_WIDTH, ROW_HEIGHT, ROW_OVERSCAN, timeViewWidth } from './layout';
import { MoveLinesView } from './move-lines';
import { initialViewStart, toX, ZOOM_SPANS } from './time-scale';
import { TimeAxis } from './time-axis';
import type { JobHandlers } from './timeline-job';
import { TimelineRowView } from './timeline-row';
import { Canvas, NowLine } from './timeline.styles';
import type { TimelineItem, TimelineProps } from './types';
import { useTimeWindow } from './use-time-window';
import type { Size } from './use-viewport-size';
import { WeekendShading } from './weekend-shading';

interface TimelineCanvasProps extends Pick<
  TimelineProps,
  'rows' | 'items' | 'from' | 'to' | 'zoom' | 'now' | 'locale' | 'proposedLabel'
> {
  scrollRef: RefObject<HTMLElement | null>;
  viewport: Size;
  handlers: JobHandlers;
  /** The job whose tooltip is open. */
  describedItem?: TimelineItem;
  tooltipId: string;
}

/** What scrolls: the sticky time axis, the shading, the rows in view and the now line. */
export function TimelineCanvas({
  rows,
  items,
  from,
  to,
  zoom,
  now,
  locale,
  proposedLabel,
  scrollRef,
  viewport,
  handlers,
  describedItem,
  tooltipId,
}: TimelineCanvasProps) {
  const viewWidth = timeViewWidth(viewport.width);
  const pxPerMs = viewWidth / ZOOM_SPANS[zoom];
  const scale = useMemo(() => ({ from, to, pxPerMs }), [from, to, pxPerMs]);
  const [initialStart] = useState(() => initialViewStart({ start: from, end: to }, now, ZOOM_SPANS[zoom]));
  const timeWindow = useTimeWindow(scrollRef, { from, to, pxPerMs, viewWidth, initialStart });
  const index = useMemo(() => indexItems(items), [items]);
  const dateFormat = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }), [locale]);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (i) => rows[i]!.id,
    paddingStart: HEADER_HEIGHT,
    overscan: ROW_OVERSCAN,
    // The size is already measured: the first render shows the right rows, with no second pass.
    initialRect: viewport,
  });
  const bodyHeight = rows.length * ROW_HEIGHT;

  return (
    <Canvas style={{ width: LABEL_WIDTH + toX(scale, to), height: virtualizer.getTotalSize() }}>
      <TimeAxis timeWindow={timeWindow} scale={scale} zoom={zoom} locale={locale} />
      <WeekendShading timeWindow={timeWindow} scale={scale} height={bodyHeight} />
      {virtualizer.getVirtualItems().map((virtualRow) => {
        const row = rows[virtualRow.index]!;
        return (
          <TimelineRowView
            key={row.id}
            row={row}
            items={index.get(row.id)}
            timeWindow={timeWindow}
            top={virtualRow.start}
            scale={scale}
            dateFormat={dateFormat}
            handlers={handlers}
            describedItemId={describedItem?.rowId === row.id ? describedItem.id : undefined}
            tooltipId={tooltipId}
            proposedLabel={proposedLabel}
          />
        );
      })}
      <MoveLinesView rows={rows} items={items} scale={scale} timeWindow={timeWindow} width={LABEL_WIDTH + toX(scale, to)} />
      {now >= from && now <= to && (
        <NowLine style={{ top: HEADER_HEIGHT, left: LABEL_WIDTH + toX(scale, now), height: bodyHeight }} />
      )}
    </Canvas>
  );
}
