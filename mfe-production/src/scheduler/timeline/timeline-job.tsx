import { memo, type SyntheticEvent } from 'react';
import { textColourOn } from 'shared/ui';
import { jobColours } from './colours';
import { LANE_TOP, MIN_JOB_WIDTH } from './layout';
import { toX, type PixelScale } from './time-scale';
import { JobButton, PriorityMark } from './timeline.styles';
import type { TimelineItem } from './types';

/** What a job does when used; one stable object for all jobs, so memoised jobs stay memoised. */
export interface JobHandlers {
  activate: (item: TimelineItem) => void;
  showTooltip: (item: TimelineItem, element: HTMLElement) => void;
  hideTooltip: () => void;
}

interface TimelineJobProps {
  item: TimelineItem;
  machine: string;
  scale: PixelScale;
  dateFormat: Intl.DateTimeFormat;
  handlers: JobHandlers;
  describedBy?: string;
  /** What a proposed place is called before the job's name ('Proposed'). */
  proposedLabel?: string;
}

/** One job's bar: a button named after the job, its machine and its time, so keyboards and screen readers reach it. */
export const TimelineJob = memo(function TimelineJob({
  item,
  machine,
  scale,
  dateFormat,
  handlers,
  describedBy,
  proposedLabel = 'Proposed',
}: TimelineJobProps) {
  const left = toX(scale, item.start);
  const width = Math.max(toX(scale, item.end) - left, MIN_JOB_WIDTH);
  const { background, color } = jobColours(item);
  const lane = item.machineConnectivity || item.proposed ? LANE_TOP.connectivity : LANE_TOP.scheduled;
  const showTooltip = (event: SyntheticEvent<HTMLElement>) => handlers.showTooltip(item, event.currentTarget);
  return (
    <JobButton
      type="button"
      $striped={item.machineConnectivity}
      $proposed={Boolean(item.proposed)}
      style={{ left, width, top: lane, ...(item.proposed ? {} : { backgroundColor: background, color }) }}
      // formatRange throws on an end before the start; bad data must not take the timeline down.
      aria-label={`${item.proposed ? `${proposedLabel}: ` : ''}${item.title}, ${item.priority ? `${item.priority.name}, ` : ''}${machine}, ${dateFormat.formatRange(item.start, Math.max(item.start, item.end))}`}
      aria-describedby={describedBy}
      onClick={() => handlers.activate(item)}
      onMouseEnter={showTooltip}
      onFocus={showTooltip}
      onMouseLeave={handlers.hideTooltip}
      onBlur={handlers.hideTooltip}
    >
      {item.priority && (
        <PriorityMark style={{ backgroundColor: item.priority.color, color: textColourOn(item.priority.color) }}>
          {item.priority.name}
        </PriorityMark>
      )}
      {item.title}
    </JobButton>
  );
});
