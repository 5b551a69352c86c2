/** The defects' colours, one definition for the drawing and the legend beside it. */
export const OPEN_EDGE_COLOUR = '#d9480f';
export const FLIPPED_FACET_COLOUR = '#c2255c';
