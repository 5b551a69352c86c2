/**
 * The charts' heights, known before their code loads: the space a chart will take is kept while
 * its chunk arrives, so the lists below the dashboard do not jump (and a menu opened on one of
 * them stays where it was opened).
 */
const BAR_HEIGHT = 32;

export const barsHeight = (bars: number) => bars * BAR_HEIGHT + 40;
export const PARETO_HEIGHT = 280;
