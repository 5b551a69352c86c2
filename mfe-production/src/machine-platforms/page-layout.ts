import { space } from 'shared/ui';
import styled from 'styled-components';

/** The column of sections both machine-platform pages are made of. */
export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(5)};
  max-width: 80rem;

  h1 {
    margin: 0;
  }
`;

export const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
`;
