/** The file operations of build planning, named once for the routes, the service and the workers. */
export const PACKING_OPERATIONS = ['PACK3D', 'EXHAUSTIVE_FIT'] as const;
export type PackingOperation = (typeof PACKING_OPERATIONS)[number];

/** The longest a packing may be given: the geometry workers stop any operation after 300 s (by default), preparation and checks included. */
export const MAX_PACKING_SECONDS = 240;

/** A facility's printer as the packer needs it: its build volume and the margin kept clear at its walls (mm). */
export interface PackingMachine {
  equipmentId: number;
  name: string;
  volume: [number, number, number];
  margin: number;
  /** Its process stands parts on a platform: nested by footprint, not packed in the volume (absent in packings accepted before it was asked). */
  platform?: boolean;
}

/** The material a packing is of, as accepted: its density (g/cm³) gives the build's mass density. */
export interface PackingMaterial {
  id: number;
  name: string;
  densityGCm3: number | null;
}

/** A build's mass density (g/cm³): its volume density times its material's density; none where the material has none. */
export const massDensityOf = (density: number, materialDensity: number | null | undefined): number | null =>
  materialDensity == null ? null : density * materialDensity;
