import { memo, useMemo } from 'react';
import { HEADER_HEIGHT, LABEL_WIDTH, LANE_HEIGHT, LANE_TOP, ROW_HEIGHT } from './layout';
import { toX, type PixelScale } from './time-scale';
import { MoveLines } from './timeline.styles';
import type { Span, TimelineItem, TimelineRow } from './types';

interface MoveLinesProps {
  rows: TimelineRow[];
  items: TimelineItem[];
  scale: PixelScale;
  timeWindow: Span;
  width: number;
}

/**
 * A dashed line from each job to its proposed place (from its bar's start in the upper lane of
 * its row to the proposal's in the lower lane of the row it goes to), for the moves that start or
 * land in the rendered window. Drawn over the rows and not announced: the moves list says the same.
 */
export const MoveLinesView = memo(function MoveLinesView({ rows, items, scale, timeWindow, width }: MoveLinesProps) {
  const rowIndex = useMemo(() => new Map(rows.map((row, index) => [row.id, index])), [rows]);
  const moves = useMemo(() => items.filter((item) => item.proposed?.from), [items]);
  if (moves.length === 0) return null;
  const inWindow = (at: number) => at >= timeWindow.start && at <= timeWindow.end;
  const laneY = (index: number, lane: number) => HEADER_HEIGHT + index * ROW_HEIGHT + lane + LANE_HEIGHT / 2;
  return (
    <MoveLines aria-hidden="true" width={width} height={HEADER_HEIGHT + rows.length * ROW_HEIGHT} style={{ top: 0 }}>
      {moves.map((item) => {
        const was = item.proposed!.from!;
        const from = rowIndex.get(was.rowId);
        const to = rowIndex.get(item.rowId);
        if (from === undefined || to === undefined) return null;
        if (!inWindow(item.start) && !inWindow(was.start)) return null;
        return (
          <line
            key={item.id}
            x1={LABEL_WIDTH + toX(scale, was.start)}
            y1={laneY(from, LANE_TOP.scheduled)}
            x2={LABEL_WIDTH + toX(scale, item.start)}
            y2={laneY(to, LANE_TOP.connectivity)}
          />
        );
      })}
    </MoveLines>
  );
});
