import styled from 'styled-components';
import { space } from 'shared/ui';

/** One titled form of the store-front configuration page. */
export const Section = styled.section`
  margin-bottom: ${space(6)};

  form {
    display: flex;
    flex-direction: column;
    gap: ${space(3)};
  }
`;
