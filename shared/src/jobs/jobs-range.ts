/** The dates a list of jobs covers (the schedules list's and the desktop tool's), and whether the server takes them. */
import { SCHEDULING_LIMITS } from 'shared/contracts';

const { defaultJobsRangeMs, defaultJobsAheadMs, maxRangeMs } = SCHEDULING_LIMITS;

/** A list's first and last day as epoch ms; either is null while its date field is cleared. */
interface JobsRange {
  from: number | null;
  to: number | null;
}

/** The range a list opens with: the last week and the two weeks ahead of `now`. */
export const defaultJobsRange = (now: number): JobsRange => ({ from: now - defaultJobsRangeMs, to: now + defaultJobsAheadMs });

/** Both dates, the end not before the start and at most 365 days apart: the server refuses any other range. */
export const jobsRangeValid = ({ from, to }: JobsRange) => from !== null && to !== null && to >= from && to - from <= maxRangeMs;
