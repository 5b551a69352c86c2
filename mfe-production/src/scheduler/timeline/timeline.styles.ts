import { colors, fontFamily } from 'shared/ui';
import styled from 'styled-components';
import { HEADER_HEIGHT, LABEL_WIDTH, LANE_HEIGHT, MIN_HEIGHT, ROW_HEIGHT } from './layout';

// Per-item geometry and colours go through inline styles: a styled prop per value would
// generate a CSS class for every job.

export const Scroller = styled.div`
  position: relative;
  /* Contains the sticky header's and labels' z-indexes. */
  isolation: isolate;
  overflow: auto;
  height: 100%;
  min-height: ${MIN_HEIGHT}px;
  font-family: ${fontFamily};
  color: ${colors.text};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  cursor: grab;
  user-select: none;
  &:active {
    cursor: grabbing;
  }
  &:focus-visible {
    outline: 2px solid ${colors.accent};
    outline-offset: 2px;
  }
`;

export const Empty = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${MIN_HEIGHT}px;
  font-family: ${fontFamily};
  color: ${colors.muted};
  border: 1px solid ${colors.border};
`;

export const Canvas = styled.div`
  position: relative;
`;

export const Header = styled.div`
  position: sticky;
  top: 0;
  z-index: 3;
  display: flex;
  height: ${HEADER_HEIGHT}px;
  background: ${colors.background};
  border-bottom: 1px solid ${colors.border};
  box-sizing: border-box;
`;

export const Corner = styled.div`
  position: sticky;
  left: 0;
  z-index: 1;
  flex: none;
  width: ${LABEL_WIDTH}px;
  background: ${colors.background};
  border-right: 1px solid ${colors.border};
  box-sizing: border-box;
`;

export const Axis = styled.div`
  position: relative;
  flex: none;
  height: 100%;
  /* clip, not hidden: hidden would make the axis a scroll container and stop the sticky day labels. */
  overflow: clip;
`;

export const DayTick = styled.div`
  position: absolute;
  top: 0;
  height: 100%;
  padding: 4px 6px;
  border-left: 1px solid ${colors.border};
  font-size: 0.75rem;
  font-weight: 600;
  white-space: nowrap;
  box-sizing: border-box;
`;

/** Sticks beside the label column, so the day of a view that starts mid-day is still named. */
export const DayLabel = styled.span`
  display: inline-block;
  position: sticky;
  left: ${LABEL_WIDTH + 6}px;
`;

export const HourTick = styled.div`
  position: absolute;
  bottom: 0;
  height: 50%;
  padding: 4px;
  border-left: 1px solid ${colors.border};
  font-size: 0.6875rem;
  color: ${colors.muted};
  white-space: nowrap;
  box-sizing: border-box;
`;

export const Layer = styled.div`
  position: absolute;
  pointer-events: none;
`;

export const Weekend = styled.div`
  position: absolute;
  top: 0;
  height: 100%;
  background: rgba(28, 36, 48, 0.06);
`;

export const NowLine = styled.div`
  position: absolute;
  z-index: 1;
  width: 0;
  border-left: 2px dashed ${colors.accent};
  pointer-events: none;
`;

export const RowBox = styled.div`
  position: absolute;
  left: 0;
  display: flex;
  width: 100%;
  height: ${ROW_HEIGHT}px;
  border-bottom: 1px solid ${colors.border};
  box-sizing: border-box;
`;

export const RowLabel = styled.div`
  position: sticky;
  left: 0;
  z-index: 2;
  flex: none;
  display: flex;
  flex-direction: column;
  justify-content: center;
  width: ${LABEL_WIDTH}px;
  padding: 0 12px;
  background: ${colors.surface};
  border-right: 1px solid ${colors.border};
  box-sizing: border-box;
  overflow: hidden;
`;

export const LabelText = styled.span`
  font-weight: 600;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const SublabelText = styled.span`
  font-size: 0.8125rem;
  color: ${colors.muted};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const Lanes = styled.div`
  position: relative;
  flex: none;
`;

export const JobButton = styled.button<{ $striped: boolean; $proposed: boolean }>`
  position: absolute;
  height: ${LANE_HEIGHT}px;
  margin: 0;
  padding: 0 6px;
  border: 1px solid rgba(0, 0, 0, 0.2);
  border-radius: 3px;
  box-sizing: border-box;
  font: inherit;
  font-size: 0.75rem;
  text-align: left;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  cursor: pointer;
  background-image: ${({ $striped }) =>
    $striped ? 'repeating-linear-gradient(135deg, rgba(255, 255, 255, 0.45) 0 6px, transparent 6px 12px)' : 'none'};
  ${({ $proposed }) =>
    $proposed &&
    `
    border: 2px dashed ${colors.accent};
    background-color: ${colors.surface};
    color: ${colors.text};
  `}
  &:focus-visible {
    z-index: 1;
    outline: 2px solid ${colors.accent};
    outline-offset: 1px;
  }
`;

/** A job's priority label at the start of its bar. */
export const PriorityMark = styled.span`
  margin-right: 4px;
  padding: 0 4px;
  border-radius: 6px;
  font-weight: 600;
`;

export const TOOLTIP_MAX_WIDTH = 320;

export const TooltipBox = styled.div`
  position: fixed;
  z-index: 1100;
  max-width: ${TOOLTIP_MAX_WIDTH}px;
  padding: 0.25rem 0.5rem;
  font-family: ${fontFamily};
  font-size: 0.875rem;
  color: ${colors.surface};
  background: ${colors.text};
  border-radius: 0.25rem;
  pointer-events: none;
`;

/** The lines from each job to its proposed place, over the rows. */
export const MoveLines = styled.svg`
  position: absolute;
  left: 0;
  z-index: 1;
  overflow: visible;
  pointer-events: none;
  line {
    stroke: ${colors.accent};
    stroke-width: 1.5;
    stroke-dasharray: 4 3;
  }
`;
