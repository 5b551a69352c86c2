/**
 * A labelled form control with its error message. The label points at the control and the
 * error is linked through aria-describedby, so screen readers read it with the field.
 */
import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { colors, controlSizes, focusRing, fontFamily, radius, space, type Size } from './tokens';

/** Attributes the field hands to its control. */
export interface ControlAttributes {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FieldProps {
  label: ReactNode;
  /** Shown under the control; marks the control invalid. */
  error?: ReactNode;
  children: (control: ControlAttributes) => ReactNode;
}

export function Field({ label, error, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <FieldBox>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </FieldBox>
  );
}

/** Shared look of inputs, selects and text areas. */
export const controlStyles = css<{ $size?: Size }>`
  box-sizing: border-box;
  min-height: ${({ $size = 'md' }) => controlSizes[$size].height};
  padding: ${space(1)} ${({ $size = 'md' }) => controlSizes[$size].paddingX};
  font-family: ${fontFamily};
  font-size: ${({ $size = 'md' }) => controlSizes[$size].fontSize};
  color: ${colors.text};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radius};

  &[aria-invalid='true'] {
    border-color: ${colors.danger};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${focusRing};
  }
  &:disabled {
    opacity: 0.6;
  }
`;

export const Input = styled.input<{ $size?: Size }>`
  ${controlStyles}
  width: 100%;
`;

export const Select = styled.select<{ $size?: Size }>`
  ${controlStyles}
`;

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  font-family: ${fontFamily};
`;

const Label = styled.label`
  font-weight: 600;
  color: ${colors.text};
`;

const ErrorText = styled.span`
  font-size: 0.875rem;
  color: ${colors.danger};
`;
