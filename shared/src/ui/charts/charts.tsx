/**
 * The kit's pictures, drawn with recharts. This module is loaded only when a chart is drawn
 * (lazy-charts.tsx), in a chunk of its own, so that no page carries recharts until it shows one.
 * The pictures are for the eye: each figure's table says the same to a screen reader, so they are
 * hidden from it and take no focus.
 */
export { Bars, GroupedBars } from './bar-charts';
export { Pareto, Series } from './period-charts';
