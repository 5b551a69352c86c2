import type { LengthUnit } from 'shared/contracts';

/** Millimetres in one unit of a part's file, as its order says the file is drawn: the packer works in millimetres. */
export const MILLIMETRES_PER_UNIT: Record<LengthUnit, number> = { MM: 1, CM: 10, IN: 25.4 };
