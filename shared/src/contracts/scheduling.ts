/**
 * Orders and production scheduling: the values server and screens share,
 * and the API's shapes, generated from the server's schemas (api-schemas.ts).
 */
import type { components } from './api-schemas.js';

type Schemas = components['schemas'];

export const RFQ_STATUSES = [
  'DRAFT',
  'SUBMITTED',
  'MATCHED',
  'UNMATCHED',
  'DISTRIBUTED',
  'WITHDRAWN',
  'BID_ACCEPTED',
  'AGREEMENT_DONE',
  'IN_MANUFACTURING',
  'IN_POSTPROCESSING',
  'IN_QUALITYCONTROL',
  'SHIPPED',
  'INTERNAL_SHIPPED',
  'DELIVERED',
  'INTERNAL_DELIVERED',
  'INTERNAL_COMPLETED',
  'COMPLETED',
  'ARCHIVED',
  'ON_HOLD',
] as const;
export type RfqStatus = (typeof RFQ_STATUSES)[number];

/**
 * 'AWARDED' (the part selector's default order status filter) is not an rfq status of
 * its own: it names the statuses of an order that has been awarded to the facility and not yet shipped.
 */
export const AWARDED_RFQ_STATUSES: readonly RfqStatus[] = [
  'BID_ACCEPTED',
  'AGREEMENT_DONE',
  'IN_MANUFACTURING',
  'IN_POSTPROCESSING',
  'IN_QUALITYCONTROL',
];
export const ORDER_STATUS_FILTERS = ['AWARDED', ...RFQ_STATUSES] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

export const JOB_TYPES = [
  'ORDER',
  'DOWNTIME',
  'POST_PROCESSING_ORDER',
  'POST_PROCESSING_DOWNTIME',
  'ORDER_NO_RFQ',
  'ORDER_PARTIAL',
  'FILLER',
] as const;
export type JobType = (typeof JOB_TYPES)[number];
export const DOWNTIME_JOB_TYPES: readonly JobType[] = ['DOWNTIME', 'POST_PROCESSING_DOWNTIME'];
export const isDowntime = (type: JobType) => DOWNTIME_JOB_TYPES.includes(type);

export const JOB_STATUSES = ['IN_PROGRESS', 'QUEUED', 'COMPLETED', 'FAILED', 'CANCELLED', 'PAUSED', 'WAITING', 'MERGED'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/** Statuses of a job that has begun on its machine. */
export const STARTED_JOB_STATUSES: readonly JobStatus[] = ['IN_PROGRESS', 'PAUSED', 'COMPLETED', 'FAILED', 'MERGED'];

export const JOB_CREATION_TYPES = ['MANUAL', 'AUTO', 'MACHINE_CONNECTIVITY', 'STREAMICS'] as const;
export type JobCreationType = (typeof JOB_CREATION_TYPES)[number];

export const JOB_SOURCES = ['SCHEDULING', 'BUILD_PLANNING', 'GRABCAD'] as const;
export type JobSource = (typeof JOB_SOURCES)[number];

export const MATERIAL_UNITS = [
  'GRAM',
  'MILI_LITRE',
  'CUBIC_INCH',
  'CUBIC_MM',
  'CUBIC_CM',
  'KILOGRAM',
  'LITRE',
  'OUNCE',
  'POUND',
] as const;
export type MaterialUnit = (typeof MATERIAL_UNITS)[number];

/** Scheduling's fixed numbers: page sizes, ranges, delays and sizes of the scheduler. */
export const SCHEDULING_LIMITS = {
  jobsPageSize: 25,
  traySearchPageSize: 15,
  /** Default jobs list range: the last week, and the two weeks ahead, where the queued jobs are. */
  defaultJobsRangeMs: 7 * 24 * 3_600_000,
  defaultJobsAheadMs: 14 * 24 * 3_600_000,
  /** Scheduler date range: at most 365 days (31536000000 ms) from the start date. */
  maxRangeMs: 31_536_000_000,
  searchDebounceMs: 300,
  searchMinLength: 3,
  autoRefreshMs: 5 * 60_000,
  rowHeight: 100,
  labelColumnWidth: 250,
  dueDateRedDays: 3,
  dueDateAmberDays: 7,
  tooltipNotesLength: 80,
  tooltipOffset: 10,
  filterNamesShown: 2,
} as const;

/** What may change on a saved job, for the job form; the server applies the same rules. */
export const jobRules = {
  /** The machine can change only on new or queued jobs, never for build-planning or machine-connectivity jobs. */
  machineEditable: (job: { id?: number; jobStatus: JobStatus; jobSource: JobSource; jobCreationType: JobCreationType }) =>
    (job.id === undefined || job.jobStatus === 'QUEUED') &&
    job.jobSource !== 'BUILD_PLANNING' &&
    job.jobCreationType !== 'MACHINE_CONNECTIVITY',
  /** The start date is locked for existing jobs that are neither downtime nor queued. */
  startLocked: (job: { id?: number; jobStatus: JobStatus; jobType: JobType }) =>
    job.id !== undefined && !isDowntime(job.jobType) && job.jobStatus !== 'QUEUED',
  /** A job that has started never goes back to the queue (a new job is planned instead). */
  statusChangeAllowed: (from: JobStatus, to: JobStatus) =>
    from === to || !(STARTED_JOB_STATUSES.includes(from) && (to === 'QUEUED' || to === 'WAITING')),
  /** Only a queued job of parts goes to the desktop tool's tray, to be prepared again. */
  sendableToTray: (job: { jobStatus: JobStatus; jobType: JobType }) => job.jobStatus === 'QUEUED' && job.jobType === 'ORDER',
  /** Duration shows for existing jobs that completed or failed, or come from machine connectivity. */
  durationShown: (job: { id?: number; jobStatus: JobStatus; jobCreationType: JobCreationType }) =>
    job.id !== undefined &&
    (job.jobStatus === 'COMPLETED' || job.jobStatus === 'FAILED' || job.jobCreationType === 'MACHINE_CONNECTIVITY'),
};

/** A part file of an order as scheduling sees it (rfqFileDTO). */
export type RfqFile = Schemas['RfqFile'];
export type Rfq = Schemas['Rfq'];
export type OrderSearchResult = Schemas['OrderSearchResult'];

/** The search filter kinds the order search takes. */
export const ORDER_SEARCH_FILTERS = [
  'ORDER_STATUS',
  'ORDER_ID',
  'CAD_FILE_ID',
  'AM_PROCESS',
  'SPECIFIC_MATERIAL',
  'MACHINE',
  'CUSTOMER',
] as const;
export type OrderSearchFilterType = (typeof ORDER_SEARCH_FILTERS)[number];
export type OrderSearchBody = Schemas['OrderSearchBody'];

export type Job = Schemas['Job'];
/** What a client sends to create (no id) or update (with id) a job; omitted fields take defaults (a queued ORDER job made by hand). */
export type JobInput = Schemas['JobInput'];
export type JobSearchResult = Schemas['JobSearchResult'];
/** The scheduler's filters as ids of each kind; a saved filter stores them as its searchFilters. */
export type SchedulerFilters = Schemas['SchedulerFilters'];
export type JobSearchBody = Schemas['JobSearchBody'];
/** One way to look a job up (search/lite); exactly one field is given. */
export type JobLiteSearchBody = Schemas['JobLiteSearchBody'];
export type JobLite = Schemas['JobLite'];
export type NextAvailableSlot = Schemas['NextAvailableSlot'];

/** What the auto-scheduler was asked: a plan, or a repair that moves as few jobs as it can ('stable') or lateness first. */
export const PLAN_KINDS = ['PLAN', 'REPAIR_STABLE', 'REPAIR_LATENESS'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];
export const PLAN_STATUSES = ['OPEN', 'APPLIED', 'DISCARDED'] as const;
/** Why a job is left where it is by a proposal. */
export const PLAN_UNPLANNED_REASONS = [
  'NO_ELIGIBLE_MACHINE',
  'NO_START_IN_HORIZON',
  'PREDECESSOR_NOT_PLANNED',
  'DUE_BEFORE_NOW',
  'OUTSIDE_CALENDAR',
] as const;
export type PlanUnplannedReason = (typeof PLAN_UNPLANNED_REASONS)[number];
/** After the least weighted tardiness, in the order a facility sets. */
export const PLAN_ORDER_CRITERIA = ['CHANGEOVERS', 'FINISH'] as const;
/** The longest and the default time a plan searches, in seconds. */
export const MAX_PLAN_SECONDS = 30;
export const DEFAULT_PLAN_SECONDS = 10;
