/**
 * A facility's jobs as the production area and the desktop tool's pages show them: the job form,
 * its values, the jobs table with the range of dates it lists, and the tone of each job state (their
 * calls are shared/api's jobsApi).
 */
export { JobForm, type JobFormProps } from './job-form.js';
export { newJobValues, valuesOfJob, type JobFormValues, type PartLine } from './job-form-values.js';
export { JobsTable, type JobsTableProps } from './jobs-table.js';
export { defaultJobsRange, jobsRangeValid } from './jobs-range.js';
export { JOB_STATUS_TONES } from './job-status-tones.js';
export { useJobText } from './texts.js';
