import styled from 'styled-components';

/** A part's picture in a table row: 48 px, the whole part in view. */
export const Thumbnail = styled.img`
  display: block;
  width: 48px;
  height: 48px;
  object-fit: contain;
`;
