import type { Equipment, JobInput } from 'shared/contracts';
import type { TrayEstimate } from 'shared/desktop';

/** What the planner chose for the tray's job. */
export interface TrayJobChoice {
  jobName: string;
  equipment: Equipment;
  fromDate: number;
}

/** The tray's print time as the job's booking: whole minutes, at least one. */
export const bookedMs = (durationHours: number) => Math.max(1, Math.ceil(durationHours * 60)) * 60_000;

/**
 * The job the tray makes, as the server takes it: the tray's parts by order with their pieces, the
 * machine and the material loaded in it, booked from the chosen start for the estimated time, the
 * material used in grams where the material has a density, else in millilitres (a cm³ each).
 */
export function trayJobInput({ jobName, equipment, fromDate }: TrayJobChoice, estimate: TrayEstimate): JobInput {
  const byOrder = new Map<number, { rfqCadFileId: number; quantity: number }[]>();
  for (const file of estimate.files)
    byOrder.set(file.orderId, [...(byOrder.get(file.orderId) ?? []), { rfqCadFileId: file.rfqFileId, quantity: file.quantity }]);
  const grams = estimate.materialGrams;
  return {
    jobName: jobName.trim(),
    jobType: 'ORDER',
    equipmentDTO: { id: equipment.id },
    materialDTO: equipment.currentlyUsedMaterialId === null ? null : { id: equipment.currentlyUsedMaterialId },
    fromDate,
    toDate: fromDate + bookedMs(estimate.durationHours),
    estimatedTime: Math.round(estimate.durationHours * 100) / 100,
    materialUnit: grams === null ? 'MILI_LITRE' : 'GRAM',
    materialQuantityUsed: Math.round((grams ?? estimate.materialCm3) * 10) / 10,
    jobOrderDTOs: [...byOrder].map(([orderId, fileIds]) => ({ orderId, fileIds })),
  };
}
