import { BUILD_BACKGROUND, fadedColour, groupColour } from './group-colours';

describe('the build’s group colours', () => {
  it('gives eight different hex colours, then starts again', () => {
    const colours = Array.from({ length: 8 }, (_, group) => groupColour(group));
    expect(new Set(colours).size).toBe(8);
    for (const colour of colours) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(groupColour(8)).toBe(colours[0]);
    expect(groupColour(13)).toBe(colours[5]);
    expect(groupColour(-1)).toBe(colours[7]);
  });

  it('fades a colour most of the way towards the background', () => {
    expect(fadedColour('#000000')).toBe('#abacae');
    expect(fadedColour(BUILD_BACKGROUND)).toBe(BUILD_BACKGROUND);
  });
});
