/** Multi-line text input; 6 rows unless told otherwise. */
import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyles, Field } from './field';
import type { Size } from './tokens';

export interface TextareaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id'> {
  label: ReactNode;
  error?: ReactNode;
}

export function Textarea({ label, error, rows = 6, ...textareaProps }: TextareaProps) {
  return (
    <Field label={label} error={error}>
      {(control) => <StyledTextarea rows={rows} {...textareaProps} {...control} />}
    </Field>
  );
}

// Text areas take the medium font and padding; only single-line controls come in sizes.
const StyledTextarea = styled.textarea<{ $size?: Size }>`
  ${controlStyles}
  width: 100%;
  resize: vertical;
`;
