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

/** One row of a section's fields: an item of the navigation, a currency. */
export const NavRow = styled.div`
  display: grid;
  grid-template-columns: minmax(12rem, 1fr) repeat(3, minmax(8rem, 1fr));
  gap: ${space(3)};
  align-items: end;
`;
