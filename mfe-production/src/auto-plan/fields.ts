import { Form } from 'formik';
import styled from 'styled-components';
import { space } from 'shared/ui';

/** A planning form's fields one under another, a step apart, never wider than the screen (a select is as wide as its longest choice). */
export const Fields = styled(Form)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space(3)};
`;
