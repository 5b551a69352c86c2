/** A lot as the work center's screens word it, in the reader's language: never a raw code. */
import { useIntl } from 'react-intl';
import type { WorkplanLotStatus, WorkplanStepKind } from 'shared/contracts';
import { useText } from '../texts';
import type { WorkplanLot, WorkplanQuestion } from './api';

export function useLotWords() {
  const text = useText();
  const intl = useIntl();
  const number = (value: number) => intl.formatNumber(value);
  return {
    status: (status: WorkplanLotStatus) => text(`workCenter.status.${status}`),
    kind: (kind: WorkplanStepKind) => text(`workCenter.kind.${kind}`),
    /** 'bracket.stl (PN-118)', or the file name alone. */
    part: ({ part }: WorkplanLot) =>
      part.partNumber ? text('workCenter.partWithNumber', { file: part.fileName, number: part.partNumber }) : part.fileName,
    order: ({ order }: WorkplanLot) => text('workCenter.order', { title: order.title, id: String(order.id) }),
    lot: (lot: WorkplanLot) => text('workCenter.lot', { number: lot.number }),
    pieces: (count: number) => text('workCenter.pieces', { count }),
    /** 'Depowder, step 3 of 6' (a step's position counts from 0). */
    step: ({ step, stepCount }: WorkplanLot) =>
      text('workCenter.stepOf', { name: step.name, position: step.position + 1, count: stepCount }),
    /** The order's due date, as a day in the reader's format. */
    due: ({ dueDate }: WorkplanLot) =>
      dueDate === null ? text('workCenter.noDue') : intl.formatDate(dueDate, { dateStyle: 'medium' }),
    /** A measured value's unit and limits as its field names them: 'Wall thickness in mm (1.8 to 2.2)'. */
    measure: ({ text: question, unit, min, max }: WorkplanQuestion) => {
      const named = unit ? text('workCenter.measureIn', { question, unit }) : question;
      if (min !== undefined && max !== undefined)
        return text('workCenter.limitsBetween', { named, min: number(min), max: number(max) });
      if (min !== undefined) return text('workCenter.limitAtLeast', { named, min: number(min) });
      if (max !== undefined) return text('workCenter.limitAtMost', { named, max: number(max) });
      return named;
    },
  };
}
