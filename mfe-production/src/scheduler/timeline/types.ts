import type { ReactNode } from 'react';

export type TimelineJobStatus = 'IN_PROGRESS' | 'QUEUED' | 'COMPLETED' | 'FAILED' | 'CANCELLED' | 'PAUSED' | 'WAITING' | 'MERGED';

/** One machine: one row of the timeline. */
export interface TimelineRow {
  id: number;
  label: string;
  sublabel?: string;
}

/** One job or downtime on a machine; start and end are epoch ms. */
export interface TimelineItem {
  id: number;
  rowId: number;
  start: number;
  end: number;
  title: string;
  status: TimelineJobStatus;
  /** jobType DOWNTIME or POST_PROCESSING_DOWNTIME: drawn dark whatever the status. */
  downtime: boolean;
  /** jobCreationType MACHINE_CONNECTIVITY: drawn striped in the row's lower lane. */
  machineConnectivity: boolean;
  /** The job's priority label, drawn as a chip at the start of its bar. */
  priority?: { name: string; color: string };
  /**
   * A proposed place of the job (the auto-scheduler's): drawn as an outline in the row's lower
   * lane, with a line from where the job is now; a new job (a saved build's) comes from nowhere.
   */
  proposed?: { from: { rowId: number; start: number } | null };
}

/** How much time the visible width shows. */
export type TimelineZoom = 'day' | 'week' | 'month';

export interface TimelineProps {
  rows: TimelineRow[];
  items: TimelineItem[];
  /** The range drawn (epoch ms), at most 365 days. */
  from: number;
  to: number;
  zoom: TimelineZoom;
  /** Position of the dashed now line. */
  now: number;
  /** Viewport height in px; by default the timeline fills its parent (at least 300 px). */
  height?: number;
  onItemClick?: (item: TimelineItem) => void;
  /** Shown on hover and on keyboard focus, 10 px from the job. */
  renderTooltip?: (item: TimelineItem) => ReactNode;
  /** Shown instead of the grid when there are no rows. */
  emptyText?: string;
  ariaLabel?: string;
  /** The language dates are written in (BCP 47, the user's); by default the browser's. */
  locale?: string;
  /** What a proposed place is called before the job's name, in the user's language. */
  proposedLabel?: string;
}

/** A time interval in epoch ms, end exclusive. */
export interface Span {
  start: number;
  end: number;
}
