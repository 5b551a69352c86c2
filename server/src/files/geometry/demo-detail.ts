/** How finely the demo's parts are drawn: as a CAD tool exports a part at its usual tolerance. */

/** Corners of a round hole or bore. */
export const ROUND = 128;
/** Corners of a rounded edge's quarter circle. */
export const FILLET = 16;
/** Corners about the axis of a part of revolution. */
export const TURNED = 128;

export const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
