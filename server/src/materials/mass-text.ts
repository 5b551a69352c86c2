/** A mass as a refusal names it: in the largest unit it fills, exact to the milligram. */
export function formatMass(mg: number): string {
  if (Math.abs(mg) >= 1_000_000) return `${trim(mg / 1_000_000, 6)} kg`;
  if (Math.abs(mg) >= 1_000) return `${trim(mg / 1_000, 3)} g`;
  return `${mg} mg`;
}

const trim = (value: number, decimals: number) => value.toFixed(decimals).replace(/\.?0+$/, '');
