import type { MaterialRow } from '../api';

/** The data sheet's numeric properties, in the order the page lists, bounds and compares them. */
export const PROPERTIES = [
  { key: 'tensile', of: (row: MaterialRow) => row.tensileStrengthMpa },
  { key: 'elongation', of: (row: MaterialRow) => row.elongationPercent },
  { key: 'heatDeflection', of: (row: MaterialRow) => row.heatDeflectionC },
  { key: 'density', of: (row: MaterialRow) => row.densityGcm3 },
] as const;
export type Property = (typeof PROPERTIES)[number]['key'];
