/** The frame both viewers draw in: the canvas in a bordered box, focusable for the arrow keys, and a download's bar. */
import styled from 'styled-components';
import { colors, focusRing, radius, space } from '../ui/tokens';

export const ViewerStage = styled.div`
  position: relative;
  min-height: ${space(96)};
  border: 1px solid ${colors.border};
  border-radius: ${radius};
  overflow: hidden;
`;

export const ViewerCanvas = styled.canvas`
  display: block;
  width: 100%;
  height: 100%;
  min-height: ${space(96)};
  /* The canvas takes touches: a drag turns the view rather than scrolling the page. */
  touch-action: none;
  &:focus-visible {
    outline: none;
    box-shadow: inset ${focusRing};
  }
`;
