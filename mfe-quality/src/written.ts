/** A text as its writer wrote it: its line breaks kept, a long word broken rather than widening the page. */
import styled from 'styled-components';

export const Written = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
