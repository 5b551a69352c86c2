import { memo } from 'react';
import { visibleItems, type RowItems } from './item-index';
import { toX, type PixelScale } from './time-scale';
import { TimelineJob, type JobHandlers } from './timeline-job';
import { LabelText, Lanes, RowBox, RowLabel, SublabelText } from './timeline.styles';
import type { Span, TimelineRow } from './types';

interface TimelineRowViewProps {
  row: TimelineRow;
  items: RowItems | undefined;
  /** Only the jobs that intersect this window are rendered. */
  timeWindow: Span;
  top: number;
  scale: PixelScale;
  dateFormat: Intl.DateTimeFormat;
  handlers: JobHandlers;
  /** The job whose tooltip is open, if it is in this row. */
  describedItemId?: number;
  tooltipId: string;
  proposedLabel?: string;
}

/** One machine: its sticky label and the jobs of the rendered window. Memoised: a scroll that keeps the window re-renders no row. */
export const TimelineRowView = memo(function TimelineRowView({
  row,
  items,
  timeWindow,
  top,
  scale,
  dateFormat,
  handlers,
  describedItemId,
  tooltipId,
  proposedLabel,
}: TimelineRowViewProps) {
  return (
    <RowBox style={{ top }}>
      <RowLabel>
        <LabelText>{row.label}</LabelText>
        {row.sublabel && <SublabelText>{row.sublabel}</SublabelText>}
      </RowLabel>
      <Lanes style={{ width: toX(scale, scale.to) }}>
        {visibleItems(items, timeWindow).map((item) => (
          <TimelineJob
            key={item.proposed ? `proposed-${item.id}` : item.id}
            item={item}
            machine={row.label}
            scale={scale}
            dateFormat={dateFormat}
            handlers={handlers}
            describedBy={item.id === describedItemId && !item.proposed ? tooltipId : undefined}
            proposedLabel={proposedLabel}
          />
        ))}
      </Lanes>
    </RowBox>
  );
});
