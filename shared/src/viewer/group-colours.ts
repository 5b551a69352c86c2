/**
 * The colours of a packed build, by group (the page numbers its groups by order): one definition
 * for the drawing and for the legend the page draws beside it. Plain strings, no three.js, so a
 * page imports this without the viewer's chunk.
 */

/**
 * Eight colours told apart at a glance, on the light canvas and under the scene's lighting
 * (Tableau 10, without its grey and its pink, which read as the plate and as red).
 */
const PALETTE = ['#4e79a7', '#f28e2b', '#59a14f', '#e15759', '#b07aa1', '#76b7b2', '#edc948', '#9c755f'] as const;

/** The build canvas's background: an instance that is not highlighted fades towards it. */
export const BUILD_BACKGROUND = '#f4f6f9';

/** How far a faded instance leans towards the background: still seen, clearly behind the highlighted ones. */
const FADE = 0.7;

/** The colour of a group, a CSS hex colour; after the palette's last colour it starts again at the first. */
export function groupColour(group: number): string {
  return PALETTE[((group % PALETTE.length) + PALETTE.length) % PALETTE.length]!;
}

/** `colour` (#rrggbb) mixed with the background, for instances drawn behind the highlighted ones. */
export function fadedColour(colour: string): string {
  const channel = (hex: string, at: number) => parseInt(hex.slice(at, at + 2), 16);
  return `#${[1, 3, 5]
    .map((at) => Math.round(channel(colour, at) * (1 - FADE) + channel(BUILD_BACKGROUND, at) * FADE))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`;
}
