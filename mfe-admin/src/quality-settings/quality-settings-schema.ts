import * as yup from 'yup';
import type { Text } from '../texts';

/** A number format needs the place of the sequence: a run of # in braces. */
const SEQUENCE = /\{#+\}/;

/** What the form checks before it sends; the server checks it all again. */
export const qualitySettingsSchema = (text: Text) =>
  yup.object({
    defectCodes: yup
      .array(
        yup.object({
          code: yup
            .string()
            .trim()
            .required(text('qualitySettings.codeRequired'))
            .max(40, text('qualitySettings.tooLong', { max: 40 })),
          description: yup.string().max(200, text('qualitySettings.tooLong', { max: 200 })),
        }),
      )
      .min(1, text('qualitySettings.defectsRequired'))
      .test('unique', text('qualitySettings.codesUnique'), (codes) => {
        const names = (codes ?? []).map((defect) => (defect.code ?? '').trim());
        return new Set(names).size === names.length;
      }),
    dispositions: yup.array().min(1, text('qualitySettings.dispositionsRequired')),
    dispositionSigners: yup.array().min(1, text('qualitySettings.signersRequired')),
    signatureMeanings: yup
      .array(
        yup
          .string()
          .trim()
          .required(text('qualitySettings.meaningRequired'))
          .max(60, text('qualitySettings.tooLong', { max: 60 })),
      )
      .min(1, text('qualitySettings.meaningsRequired')),
    ncrFormat: yup
      .string()
      .required(text('qualitySettings.formatInvalid'))
      .matches(SEQUENCE, text('qualitySettings.formatInvalid')),
    capaFormat: yup
      .string()
      .required(text('qualitySettings.formatInvalid'))
      .matches(SEQUENCE, text('qualitySettings.formatInvalid')),
    trendWindowDays: yup.number().required().integer().min(1).max(365),
    trendThreshold: yup.number().required().integer().min(1).max(10_000),
    reminderDaysBefore: yup.number().required().integer().min(0).max(30),
    reminderHourUtc: yup.number().required().integer().min(0).max(23),
  });
