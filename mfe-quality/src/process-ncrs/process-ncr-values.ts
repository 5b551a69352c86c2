/**
 * A process NCR as its form holds it, the rules the form checks before sending it (the server
 * checks them again), and the NCR the form sends.
 */
import type { NcrSeverity, ProcessNcrCause } from 'shared/contracts';
import * as yup from 'yup';
import type { NcrInput } from '../api';
import { ncrClassRules } from '../ncr-class-fields';
import type { Text } from '../texts';

export interface ProcessNcrValues {
  severity: NcrSeverity;
  defectCode: string;
  title: string;
  description: string;
  cause: ProcessNcrCause | null;
  equipmentId: number | null;
  materialId: number | null;
  startedAt: number | null;
  endedAt: number | null;
  jobId: number | null;
}

export const NEW_PROCESS_NCR: ProcessNcrValues = {
  severity: 'MAJOR',
  defectCode: '',
  title: '',
  description: '',
  cause: null,
  equipmentId: null,
  materialId: null,
  startedAt: null,
  endedAt: null,
  jobId: null,
};

/** A new NCR filled from the address another page opened it with (a machine's alarm). */
export function prefilledProcessNcr(params: URLSearchParams): ProcessNcrValues {
  const id = (name: string) => {
    const value = Number(params.get(name));
    return Number.isSafeInteger(value) && value > 0 ? value : null;
  };
  return {
    ...NEW_PROCESS_NCR,
    cause: 'MACHINE_FAULT',
    title: (params.get('title') ?? '').slice(0, 200),
    equipmentId: id('equipmentId'),
    jobId: id('jobId'),
    startedAt: id('startedAt'),
  };
}

export const processNcrSchema = (text: Text) =>
  yup.object({
    ...ncrClassRules(text),
    cause: yup.string().nullable().required(text('raise.causeRequired')),
    endedAt: yup
      .number()
      .nullable()
      .test('after-start', text('raise.endsBeforeStart'), function (endedAt) {
        const { startedAt } = this.parent as ProcessNcrValues;
        return endedAt === null || endedAt === undefined || startedAt === null || endedAt >= startedAt;
      }),
    jobId: yup.number().nullable().integer(text('raise.jobIdInvalid')).min(1, text('raise.jobIdInvalid')),
  });

/** The NCR the form's values raise: a process NCR, its optional fields only when given. */
export function processNcrInput(values: ProcessNcrValues): NcrInput {
  const description = values.description.trim();
  return {
    kind: 'PROCESS',
    severity: values.severity,
    defectCode: values.defectCode,
    title: values.title.trim(),
    ...(description ? { description } : {}),
    ...(values.cause ? { cause: values.cause } : {}),
    ...(values.equipmentId !== null ? { equipmentId: values.equipmentId } : {}),
    ...(values.materialId !== null ? { materialId: values.materialId } : {}),
    ...(values.startedAt !== null ? { startedAt: values.startedAt } : {}),
    ...(values.endedAt !== null ? { endedAt: values.endedAt } : {}),
    ...(values.jobId !== null ? { jobId: values.jobId } : {}),
  };
}
