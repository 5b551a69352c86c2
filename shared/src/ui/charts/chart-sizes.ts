/**
 * The charts' heights, known before their code loads: the space a chart will take is kept while
 * its chunk arrives, so what sits below it does not jump (and a menu opened there stays where it
 * was opened).
 */
const BAR_HEIGHT = 32;
/** A bar of a group of several, and the gap between two groups. */
const GROUPED_BAR_HEIGHT = 12;
const GROUP_GAP = 16;
/** The axis and the legend under a chart of several series. */
const LEGEND_HEIGHT = 64;

export const barsHeight = (bars: number) => bars * BAR_HEIGHT + 40;
export const groupedBarsHeight = (groups: number, series: number) =>
  groups * (series * GROUPED_BAR_HEIGHT + GROUP_GAP) + LEGEND_HEIGHT;
export const PARETO_HEIGHT = 280;
export const SERIES_HEIGHT = 280;
