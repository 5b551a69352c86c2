/** Fixed sizes of the timeline (px). */
export const ROW_HEIGHT = 100;
export const LABEL_WIDTH = 250;
export const HEADER_HEIGHT = 48;
export const TOOLTIP_OFFSET = 10;
export const MIN_HEIGHT = 300;

/** Two lanes in a row: scheduled jobs on top, machine-connectivity runs below. */
export const LANE_HEIGHT = 38;
export const LANE_TOP = { scheduled: 8, connectivity: 54 } as const;

/** A job shorter than this still gets a bar that can be seen and hovered. */
export const MIN_JOB_WIDTH = 3;

/** Rows rendered beyond the visible ones, so a slow scroll never shows a blank row. */
export const ROW_OVERSCAN = 3;

/** Below this the visible time would be unreadable. */
const MIN_VIEW_WIDTH = 200;

/** Width of the visible time: the scroller less the label column. */
export function timeViewWidth(scrollerWidth: number): number {
  return Math.max(scrollerWidth - LABEL_WIDTH, MIN_VIEW_WIDTH);
}
