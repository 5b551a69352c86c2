/**
 * The few rules of React Flow's stylesheet that the drawing needs — its layers, the transform
 * origin of the viewport, the arrows' lines and labels, and the handles kept out of sight — written
 * here because the remotes' build loads no CSS files; and the look of a record's box.
 */
import { colors, focusRing, radius, space } from 'shared/ui';
import styled, { css } from 'styled-components';
import type { GraphKind } from './graph-model';

export const FlowFrame = styled.div`
  height: 28rem;
  border: 1px solid ${colors.border};
  border-radius: ${radius};
  background: ${colors.surface};
  .react-flow {
    direction: ltr;
    position: relative;
    overflow: hidden;
    width: 100%;
    height: 100%;
  }
  .react-flow__renderer,
  .react-flow__pane,
  .react-flow__viewport,
  .react-flow__container {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
  }
  .react-flow__pane {
    z-index: 1;
    cursor: grab;
    touch-action: none;
  }
  .react-flow__viewport {
    z-index: 2;
    transform-origin: 0 0;
    pointer-events: none;
  }
  .react-flow__renderer {
    z-index: 4;
  }
  .react-flow__edges {
    position: absolute;
  }
  .react-flow__edges svg {
    position: absolute;
    overflow: visible;
    pointer-events: none;
  }
  .react-flow__edge-path {
    fill: none;
    stroke: ${colors.muted};
    stroke-width: 1.5;
  }
  .react-flow__edge-textbg {
    fill: ${colors.surface};
  }
  .react-flow__edge-text {
    fill: ${colors.text};
    font-size: 0.75rem;
  }
  .react-flow__nodes {
    pointer-events: none;
    transform-origin: 0 0;
  }
  .react-flow__node {
    position: absolute;
    box-sizing: border-box;
    transform-origin: 0 0;
    pointer-events: all;
  }
  .react-flow__handle {
    position: absolute;
    top: 50%;
    width: 1px;
    height: 1px;
    opacity: 0;
    pointer-events: none;
  }
  .react-flow__handle-left {
    left: 0;
  }
  .react-flow__handle-right {
    right: 0;
  }
`;

const START_KINDS: GraphKind[] = ['lot', 'start'];

export const NodeBox = styled.div<{ $kind: GraphKind }>`
  width: 100%;
  height: 100%;
  box-sizing: border-box;
  border: 1px solid ${colors.border};
  border-left: 4px solid ${({ $kind }) => ($kind === 'ncr' ? colors.danger : colors.primary)};
  border-radius: ${radius};
  background: ${colors.surface};
  color: ${colors.text};
  ${({ $kind }) =>
    START_KINDS.includes($kind) &&
    css`
      border-width: 2px 2px 2px 4px;
    `}
  > a,
  > div {
    display: flex;
    flex-direction: column;
    justify-content: center;
    height: 100%;
    padding: 0 ${space(2)};
    color: inherit;
    font-size: 0.875rem;
    text-decoration: none;
    overflow: hidden;
  }
  > a:hover strong {
    text-decoration: underline;
  }
  > a:focus-visible {
    outline: none;
    box-shadow: ${focusRing};
  }
  strong,
  span {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  span {
    color: ${colors.muted};
  }
`;
