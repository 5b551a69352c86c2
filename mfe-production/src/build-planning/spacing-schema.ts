import * as yup from 'yup';
import type { Text } from '../texts';

/** The spacing between parts (mm), as every form that plans builds asks it: 0 to 50. */
export const spacingSchema = (text: Text) =>
  yup
    .number()
    .nullable()
    .required(text('builds.plan.spacingRequired'))
    .min(0, text('builds.plan.spacingRange'))
    .max(50, text('builds.plan.spacingRange'));
