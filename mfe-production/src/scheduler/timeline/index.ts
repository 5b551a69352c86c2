/** The enterprise scheduler's Gantt timeline: a presentational component, no data fetching. */
export { Timeline } from './timeline';
export { JOB_STATUS_COLOURS, jobColours } from './colours';
export { indexItems, visibleItems, type ItemIndex, type RowItems } from './item-index';
export { dayStarts, hourStarts, renderWindow, weekendSpans, ZOOM_SPANS } from './time-scale';
export type { Span, TimelineItem, TimelineJobStatus, TimelineProps, TimelineRow, TimelineZoom } from './types';
