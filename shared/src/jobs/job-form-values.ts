import {
  isDowntime,
  jobRules,
  type Job,
  type JobCreationType,
  type JobInput,
  type JobSource,
  type JobStatus,
  type JobType,
  type MaterialUnit,
  type RfqFile,
} from 'shared/contracts';
import * as yup from 'yup';
import type { JobText } from './texts.js';

/** A part on the job being edited, with what the selector knew of it. */
export interface PartLine {
  orderId: number;
  orderTitle: string;
  fileId: number;
  fileName: string;
  itar: boolean;
  quantity: number;
  /** The most this job may take: what is left to schedule plus what this job already holds. */
  max: number;
}

/** The job form's state: ids as strings for the selects, dates as epoch ms. */
export interface JobFormValues {
  id?: number;
  /** When the job being edited was saved: the server refuses the save if it changed since. */
  updatedAt?: number;
  jobName: string;
  jobType: JobType;
  jobStatus: JobStatus;
  jobSource: JobSource;
  jobCreationType: JobCreationType;
  equipmentId: string;
  materialId: string;
  supportMaterialId: string;
  secondaryMaterials: { materialId: string; quantity: number | null }[];
  materialUnit: MaterialUnit;
  materialQuantityUsed: number | null;
  fromDate: number | null;
  toDate: number | null;
  estimatedTime: number | null;
  /** Hours the job actually took (the form's Duration). */
  actualTime: number | null;
  jobNotes: string;
  buildPlateUtilization: number | null;
  simulationSoftwareId: string;
  priorityLabelId: string;
  tagIds: number[];
  itar: boolean;
  parts: PartLine[];
}

export function newJobValues(type: JobType = 'ORDER'): JobFormValues {
  return {
    jobName: '',
    jobType: type,
    jobStatus: 'QUEUED',
    jobSource: 'SCHEDULING',
    jobCreationType: 'MANUAL',
    equipmentId: '',
    materialId: '',
    supportMaterialId: '',
    secondaryMaterials: [],
    materialUnit: 'GRAM',
    materialQuantityUsed: 0,
    fromDate: null,
    toDate: null,
    estimatedTime: 0,
    actualTime: 0,
    jobNotes: '',
    buildPlateUtilization: null,
    simulationSoftwareId: '',
    priorityLabelId: '',
    tagIds: [],
    itar: false,
    parts: [],
  };
}

const idText = (ref: { id: number } | null | undefined) => (ref ? String(ref.id) : '');

export function valuesOfJob(job: Job): JobFormValues {
  return {
    id: job.id,
    updatedAt: job.updatedAt,
    jobName: job.jobName,
    jobType: job.jobType,
    jobStatus: job.jobStatus,
    jobSource: job.jobSource,
    jobCreationType: job.jobCreationType,
    equipmentId: String(job.equipmentDTO.id),
    materialId: idText(job.materialDTO),
    supportMaterialId: idText(job.supportMaterial?.materialDTO),
    secondaryMaterials: job.secondaryMaterials.map((s) => ({
      materialId: String(s.materialDTO.id),
      quantity: s.materialQuantityUsed,
    })),
    materialUnit: job.materialUnit,
    materialQuantityUsed: job.materialQuantityUsed,
    fromDate: job.fromDate,
    toDate: job.toDate,
    estimatedTime: job.estimatedTime,
    actualTime: job.actualTime,
    jobNotes: job.jobNotes,
    buildPlateUtilization: job.buildPlateUtilization,
    simulationSoftwareId: idText(job.simulationSoftwareDTO),
    priorityLabelId: idText(job.priorityLabel),
    tagIds: job.tags.map((tag) => tag.id),
    itar: job.itar,
    parts: job.jobOrderDTOs.flatMap((order) =>
      order.fileIds.map((file) => ({
        orderId: order.orderId,
        orderTitle: order.rfqDTO.displayTitle,
        fileId: file.rfqCadFileId,
        fileName: file.fileName,
        itar: file.itar,
        quantity: file.quantity,
        max: file.rfqFileDTO.notScheduled + (job.jobStatus === 'CANCELLED' ? 0 : file.quantity),
      })),
    ),
  };
}

export function partLineOf(order: { id: number; displayTitle: string }, file: RfqFile): PartLine {
  return {
    orderId: order.id,
    orderTitle: order.displayTitle,
    fileId: file.id,
    fileName: file.originalFileDTO.fileName,
    itar: file.itar,
    quantity: file.notScheduled,
    max: file.notScheduled,
  };
}

const optionalId = (text: string) => (text ? { id: Number(text) } : null);

/** What the form sends: the job body of the API (JobInput). */
export function toJobInput(values: JobFormValues): JobInput {
  const downtime = isDowntime(values.jobType);
  const orders = new Map<number, { orderId: number; fileIds: { rfqCadFileId: number; quantity: number }[] }>();
  if (!downtime) {
    for (const part of values.parts) {
      const order = orders.get(part.orderId) ?? { orderId: part.orderId, fileIds: [] };
      order.fileIds.push({ rfqCadFileId: part.fileId, quantity: part.quantity });
      orders.set(part.orderId, order);
    }
  }
  return {
    ...(values.id === undefined ? {} : { id: values.id, updatedAt: values.updatedAt }),
    jobName: values.jobName.trim(),
    jobType: values.jobType,
    jobStatus: values.jobStatus,
    jobSource: values.jobSource,
    jobCreationType: values.jobCreationType,
    equipmentDTO: { id: Number(values.equipmentId) },
    materialDTO: optionalId(values.materialId),
    supportMaterial: values.supportMaterialId ? { materialDTO: { id: Number(values.supportMaterialId) } } : null,
    secondaryMaterials: values.secondaryMaterials.map((s) => ({
      materialDTO: { id: Number(s.materialId) },
      materialQuantityUsed: s.quantity ?? 0,
    })),
    materialUnit: values.materialUnit,
    materialQuantityUsed: values.materialQuantityUsed ?? 0,
    fromDate: values.fromDate!,
    toDate: values.toDate!,
    estimatedTime: values.estimatedTime ?? 0,
    actualTime: values.actualTime ?? 0,
    jobNotes: values.jobNotes,
    buildPlateUtilization: values.buildPlateUtilization,
    simulationSoftwareDTO: optionalId(values.simulationSoftwareId),
    priorityLabel: optionalId(values.priorityLabelId),
    tags: values.tagIds.map((id) => ({ id })),
    itar: values.itar,
    jobOrderDTOs: [...orders.values()],
  };
}

/** The job form's field rules, each with its message. */
export function jobFormSchema(text: JobText) {
  return yup.object({
    jobName: yup.string().trim().required(text('jobForm.jobNameRequired')),
    equipmentId: yup.string().required(text('jobForm.equipmentRequired')),
    materialId: yup.string().when('jobType', {
      is: (type: JobType) => isDowntime(type),
      then: (schema) => schema,
      otherwise: (schema) => schema.required(text('jobForm.materialRequired')),
    }),
    fromDate: yup
      .number()
      .nullable()
      .required(text('jobForm.startDateRequired'))
      .test('not-after-end', text('jobForm.startAfterEnd'), function (from) {
        const to = this.parent.toDate as number | null;
        return from == null || to == null || from <= to;
      }),
    toDate: yup
      .number()
      .nullable()
      .required(text('jobForm.endDateRequired'))
      .test('not-before-start', text('jobForm.endBeforeStart'), function (to) {
        const from = this.parent.fromDate as number | null;
        return to == null || from == null || to >= from;
      }),
    actualTime: yup
      .number()
      .nullable()
      .test('duration-required', text('jobForm.durationRequired'), function (hours) {
        const shown = jobRules.durationShown({
          id: this.parent.id as number | undefined,
          jobStatus: this.parent.jobStatus as JobStatus,
          jobCreationType: this.parent.jobCreationType as JobCreationType,
        });
        return !shown || (hours != null && hours > 0);
      }),
    secondaryMaterials: yup.array(yup.object({ materialId: yup.string().required(text('jobForm.secondaryMaterialRequired')) })),
    parts: yup.array(
      yup.object({
        quantity: yup
          .number()
          .nullable()
          .test('in-range', function (quantity) {
            const max = this.parent.max as number;
            return quantity != null && quantity >= 1 && quantity <= max
              ? true
              : this.createError({ message: text('jobForm.quantityRange', { max }) });
          }),
      }),
    ),
  });
}
