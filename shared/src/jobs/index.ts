/**
 * A facility's jobs as the production area and the desktop tool's pages show them: the job form,
 * its values, the list of jobs with its filters, and the tone of each job state (their calls are
 * shared/api's jobsApi).
 */
export { JobForm, type JobFormProps } from './job-form.js';
export { newJobValues, valuesOfJob, type JobFormValues, type PartLine } from './job-form-values.js';
export { JobsList, type JobsListProps } from './jobs-list.js';
export { JOB_STATUS_TONES } from './job-status-tones.js';
export { useJobText } from './texts.js';
