/**
 * The tray's estimate on a machine, as the platform estimates a packed build: the tallest part
 * sets the layers, the parts' volume adds its own time, and the material is the parts' volume
 * (and mass, through the machine's material's density). The bridge does not pack: it counts the
 * tray as one build as tall as its tallest part, the least a build of those parts prints for.
 */
import { printHours } from 'server/print-estimate';
import type { TrayEstimate } from 'shared/contracts/desktop-protocol';
import type { PrintFigures } from './platform.js';
import type { TrayFile } from './tray.js';

/** Why a tray has no estimate, in words for the planner. */
export class NoEstimate extends Error {}

export function trayEstimate(files: TrayFile[], figures: PrintFigures): TrayEstimate {
  if (files.length === 0) throw new NoEstimate('The tray is empty: send parts to it first');
  const unread = files.find((file) => !file.geometry);
  if (unread) throw new NoEstimate(`${unread.fileName} is not an STL: the bridge cannot measure it`);
  const height = Math.max(...files.map((file) => file.geometry!.size[2]));
  const volumeMm3 = files.reduce((sum, file) => sum + file.geometry!.volumeMm3 * file.quantity, 0);
  const hours = printHours(height, volumeMm3, {
    layer_mm: figures.layerMm,
    layer_seconds: figures.layerSeconds,
    seconds_per_cm3: figures.secondsPerCm3,
  });
  if (hours === null) throw new NoEstimate(`${figures.name} has no print-time figures: set them on the machine's page`);
  const materialCm3 = volumeMm3 / 1000;
  const density = figures.material?.densityGCm3 ?? null;
  return {
    durationHours: hours,
    materialCm3,
    materialGrams: density === null ? null : materialCm3 * density,
    files: files.map(({ rfqFileId, orderId, fileName, quantity }) => ({ rfqFileId, orderId, fileName, quantity })),
  };
}
