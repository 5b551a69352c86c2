/**
 * Clipper computes on integers, so outlines are kept in micrometres: finer than any printer places
 * a part, and coarse enough that products of coordinates stay exact in doubles.
 */
export const UNITS_PER_MM = 1000;
