import styled from 'styled-components';

/** Addresses and ids have no spaces to break at: they wrap anywhere rather than widen a table. */
export const Wrap = styled.span`
  display: block;
  overflow-wrap: anywhere;
`;
