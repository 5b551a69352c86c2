import type { LengthUnit } from 'shared/contracts';
import type { PartGeometry } from './price.js';

/** What VERIFY measured of a part file (its responseData), in the file's own units. */
export interface VerifyMeasures {
  volume: number;
  surfaceArea: number;
  boundingBox: { min: number[]; max: number[] };
  facets: number;
}

const MM_PER_UNIT: Record<LengthUnit, number> = { MM: 1, CM: 10, IN: 25.4 };

/** The part's measures in mm, read as the units the order gives its file. */
export function geometryOf(report: VerifyMeasures, units: LengthUnit): PartGeometry {
  const mm = MM_PER_UNIT[units];
  const side = (axis: number) => Math.abs((report.boundingBox.max[axis] ?? 0) - (report.boundingBox.min[axis] ?? 0)) * mm;
  return {
    volumeMm3: Math.abs(report.volume) * mm ** 3,
    surfaceAreaMm2: report.surfaceArea * mm ** 2,
    boxMm: [side(0), side(1), side(2)],
    facets: report.facets,
  };
}
