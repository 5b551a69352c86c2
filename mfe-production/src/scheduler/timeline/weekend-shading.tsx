import { memo } from 'react';
import { HEADER_HEIGHT, LABEL_WIDTH } from './layout';
import { toX, weekendSpans, type PixelScale } from './time-scale';
import { Layer, Weekend } from './timeline.styles';
import type { Span } from './types';

interface WeekendShadingProps {
  timeWindow: Span;
  scale: PixelScale;
  height: number;
}

/** Shades the weekends of the rendered window behind every row. */
export const WeekendShading = memo(function WeekendShading({ timeWindow, scale, height }: WeekendShadingProps) {
  return (
    <Layer style={{ top: HEADER_HEIGHT, left: LABEL_WIDTH, width: toX(scale, scale.to), height }}>
      {weekendSpans(timeWindow).map(({ start, end }) => (
        <Weekend key={start} style={{ left: toX(scale, start), width: toX(scale, end) - toX(scale, start) }} />
      ))}
    </Layer>
  );
});
