import type { EquipmentMaterialRole, JobStatus } from 'shared/contracts';
import type { TextId } from '../texts';
import type { PackingField } from './equipment-form-values';

/** The heading of each role's materials. */
export const ROLE_TEXT: Record<EquipmentMaterialRole, TextId> = {
  PRIMARY: 'machines.role.PRIMARY',
  SUPPORT: 'machines.role.SUPPORT',
  DETAILING_AGENT: 'machines.role.DETAILING_AGENT',
  FUSING_AGENT: 'machines.role.FUSING_AGENT',
};

/** The name of each job status in the machine's upcoming jobs. */
export const STATUS_TEXT: Record<JobStatus, TextId> = {
  IN_PROGRESS: 'machines.status.IN_PROGRESS',
  QUEUED: 'machines.status.QUEUED',
  COMPLETED: 'machines.status.COMPLETED',
  FAILED: 'machines.status.FAILED',
  CANCELLED: 'machines.status.CANCELLED',
  PAUSED: 'machines.status.PAUSED',
  WAITING: 'machines.status.WAITING',
  MERGED: 'machines.status.MERGED',
};

/** The label of each packing figure, its unit in it: the form's field and the summary's fact. */
export const PACKING_LABEL: Record<PackingField, TextId> = {
  packingMarginMm: 'machines.packing.packingMarginMm',
  layerMm: 'machines.packing.layerMm',
  layerSeconds: 'machines.packing.layerSeconds',
  secondsPerCm3: 'machines.packing.secondsPerCm3',
};
