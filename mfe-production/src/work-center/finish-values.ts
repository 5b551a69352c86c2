/**
 * Finishing a lot's step, as a form: how many pieces, of them how many failed (an inspect step's
 * only), and the step's questions — every checklist item ticked, every value measured, every photo
 * taken. A value outside its limits is no error: the pieces go on and the server raises a part
 * NCR on them. The server checks everything again.
 */
import * as yup from 'yup';
import type { Text } from '../texts';
import type { FinishLotBody, WorkplanLot, WorkplanQuestion } from './api';

/** A photo uploaded as a facility file, named by the answer. */
export interface PhotoFile {
  id: number;
  fileName: string;
}

export interface FinishValues {
  quantity: number | null;
  /** Of the quantity, the pieces that failed; an inspect step's only. */
  failed: number | null;
  /** The ids of the checklist items ticked. */
  checked: string[];
  /** Per question's key (`answerKey`), the value measured. */
  measures: Record<string, number | null>;
  /** Per question's key, the photo taken. */
  photos: Record<string, PhotoFile | null>;
}

/**
 * A question's field in the form, by its place in the step: its id may hold a dot, which a form
 * would read as a path.
 */
export const answerKey = (index: number) => `q${index}`;

const keysOf = (questions: WorkplanQuestion[], kind: WorkplanQuestion['kind']) =>
  questions.flatMap((question, index) => (question.kind === kind ? [answerKey(index)] : []));

const inspects = (lot: WorkplanLot) => lot.step.kind === 'INSPECT';

/** The form as it opens: every piece of the lot, none failed, nothing answered. */
export function finishValues(lot: WorkplanLot): FinishValues {
  const { questions } = lot.step;
  return {
    quantity: lot.quantity,
    failed: inspects(lot) ? 0 : null,
    checked: [],
    measures: Object.fromEntries(keysOf(questions, 'MEASURE').map((key) => [key, null])),
    photos: Object.fromEntries(keysOf(questions, 'PHOTO').map((key) => [key, null])),
  };
}

export function finishSchema(lot: WorkplanLot, text: Text) {
  const { questions } = lot.step;
  const checks = questions.filter((question) => question.kind === 'CHECK').map((question) => question.id);
  const pieces = text('workCenter.quantityRange', { max: lot.quantity });
  return yup.object({
    quantity: yup
      .number()
      .nullable()
      .required(text('workCenter.quantityRequired'))
      .integer(pieces)
      .min(1, pieces)
      .max(lot.quantity, pieces),
    failed: inspects(lot)
      ? yup
          .number()
          .nullable()
          .integer(text('workCenter.failedRange'))
          .min(0, text('workCenter.failedRange'))
          .test('at-most', text('workCenter.failedRange'), function (failed) {
            return (failed ?? 0) <= ((this.parent as FinishValues).quantity ?? 0);
          })
      : yup.number().nullable(),
    checked: yup
      .array(yup.string().required())
      .test('every', text('workCenter.tickEvery'), (ticked = []) => checks.every((id) => ticked.includes(id))),
    measures: yup.object(
      Object.fromEntries(
        keysOf(questions, 'MEASURE').map((key) => [key, yup.number().nullable().required(text('workCenter.measureRequired'))]),
      ),
    ),
    photos: yup.object(
      Object.fromEntries(
        keysOf(questions, 'PHOTO').map((key) => [key, yup.mixed().nullable().required(text('workCenter.photoRequired'))]),
      ),
    ),
  });
}

/** The finish as the server takes it: the quantity, an inspect step's failed pieces, and an answer per question. */
export function finishBody(lot: WorkplanLot, values: FinishValues): FinishLotBody {
  const answers = lot.step.questions.map((question, index): FinishLotBody['answers'][number] => {
    const key = answerKey(index);
    switch (question.kind) {
      case 'CHECK':
        return { questionId: question.id, checked: values.checked.includes(question.id) };
      case 'MEASURE':
        return { questionId: question.id, value: values.measures[key] ?? undefined };
      case 'PHOTO':
        return { questionId: question.id, fileId: values.photos[key]?.id };
    }
  });
  return {
    quantity: values.quantity ?? 0,
    ...(inspects(lot) ? { failedQuantity: values.failed ?? 0 } : {}),
    answers,
  };
}

/** Whether a measured value is outside the question's limits (finishing then raises a part NCR). */
export function outsideLimits({ min, max }: WorkplanQuestion, value: number | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  return (min !== undefined && value < min) || (max !== undefined && value > max);
}
