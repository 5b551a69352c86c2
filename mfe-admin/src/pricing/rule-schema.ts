/** The rules' checks as the form runs them: amounts from 0, rows of a section each for a different thing, formulas in JSON. */
import * as yup from 'yup';
import type { Text } from '../texts';
import { jsonProblem } from './rule-values';

export const rulesSchema = (text: Text) => {
  const amount = yup.number().nullable().required(text('pricing.amountRequired')).min(0, text('pricing.amountRequired'));
  const distinct = (key: string) =>
    function (rows: { [field: string]: unknown }[] | undefined) {
      const values = (rows ?? []).map((row) => row[key]).filter((value) => value !== '' && value !== null);
      return new Set(values).size === values.length;
    };
  return yup.object({
    setup: amount,
    minimumOrder: amount,
    postProcessing: amount,
    materials: yup
      .array(yup.object({ materialId: yup.string().required(text('pricing.materialRequired')), pricePerCm3: amount }))
      .test('distinct', text('pricing.materialTwice'), distinct('materialId')),
    processes: yup
      .array(
        yup.object({
          processId: yup.string().required(text('pricing.processRequired')),
          machineHourRate: amount,
          buildRateCm3PerHour: yup
            .number()
            .nullable()
            .required(text('pricing.buildRateRequired'))
            .moreThan(0, text('pricing.buildRateRequired')),
        }),
      )
      .test('distinct', text('pricing.processTwice'), distinct('processId')),
    finishes: yup
      .array(yup.object({ finish: yup.string().trim().required(text('pricing.finishRequired')).max(100), surcharge: amount }))
      .test('distinct', text('pricing.finishTwice'), distinct('finish')),
    quantityBreaks: yup
      .array(
        yup.object({
          minQuantity: yup
            .number()
            .nullable()
            .required(text('pricing.breakQuantityRequired'))
            .integer(text('pricing.breakQuantityRequired'))
            .min(2, text('pricing.breakQuantityRequired')),
          discountPercent: yup
            .number()
            .nullable()
            .required(text('pricing.percentRequired'))
            .min(0, text('pricing.percentRequired'))
            .max(100, text('pricing.percentRequired')),
        }),
      )
      .test('distinct', text('pricing.breakTwice'), distinct('minQuantity')),
    rushSurcharges: yup
      .array(
        yup.object({
          withinDays: yup
            .number()
            .nullable()
            .required(text('pricing.daysRequired'))
            .integer(text('pricing.daysRequired'))
            .min(0, text('pricing.daysRequired'))
            .max(365, text('pricing.daysRequired')),
          surchargePercent: yup
            .number()
            .nullable()
            .required(text('pricing.surchargeRequired'))
            .min(0, text('pricing.surchargeRequired'))
            .max(1000, text('pricing.surchargeRequired')),
        }),
      )
      .test('distinct', text('pricing.rushTwice'), distinct('withinDays')),
    formulas: yup.array(
      yup.object({
        label: yup.string().trim().required(text('pricing.formulaLabelRequired')).max(80),
        formula: yup
          .string()
          .required(text('pricing.formulaRequired'))
          .test('json', '', function (value) {
            const problem = jsonProblem(value ?? '');
            return problem ? this.createError({ message: text('pricing.formulaNotJson', { problem }) }) : true;
          }),
      }),
    ),
  });
};
