/**
 * Controls that answer one question together, named by a legend: the frame the checkbox groups
 * use, for any group of fields (the start and end of a working day). Its error is read with it.
 */
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { colors, fontFamily, space } from './tokens';

export interface FieldsetProps {
  legend: ReactNode;
  error?: ReactNode;
  children: ReactNode;
}

export function Fieldset({ legend, error, children }: FieldsetProps) {
  const errorId = `${useId()}-error`;
  return (
    <Frame aria-describedby={error ? errorId : undefined} $invalid={Boolean(error)}>
      <Legend>{legend}</Legend>
      {children}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Frame>
  );
}

const Frame = styled.fieldset<{ $invalid: boolean }>`
  /* A fieldset is as wide as its content unless told otherwise: on a phone it wraps instead. */
  min-width: 0;
  margin: 0;
  padding: ${space(2)} ${space(3)};
  font-family: ${fontFamily};
  border: 1px solid ${({ $invalid }) => ($invalid ? colors.danger : colors.border)};
  border-radius: 0.25rem;
`;

const Legend = styled.legend`
  padding: 0 ${space(1)};
  font-weight: 600;
  color: ${colors.text};
`;

const ErrorText = styled.span`
  display: block;
  margin-top: ${space(1)};
  font-size: 0.875rem;
  color: ${colors.danger};
`;
