import { Form } from 'formik';
import styled from 'styled-components';
import { space } from '../ui';

/**
 * A form whose fields stand one under another, a step apart, never wider than the screen (a
 * select is otherwise as wide as its longest choice): the kit's form element for every form.
 */
export const FormFields = styled(Form)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space(4)};
`;
