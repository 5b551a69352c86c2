/** The enterprise scheduler's Gantt timeline: a presentational component, no data fetching. */
export { Timeline } from './timeline';
export type { TimelineItem, TimelineJobStatus, TimelineRow, TimelineZoom } from './types';
