/** A titled message box for errors and empty states, e.g. "Unable to fetch jobs" with a retry button. */
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { colors, fontFamily, radius, space } from './tokens';

export type PanelTone = 'info' | 'danger' | 'warning' | 'success';

export interface PanelProps {
  title: ReactNode;
  children?: ReactNode;
  tone?: PanelTone;
}

const toneColors: Record<PanelTone, string> = {
  info: colors.primary,
  danger: colors.danger,
  warning: colors.warning,
  success: colors.success,
};

export function Panel({ title, children, tone = 'info' }: PanelProps) {
  const titleId = useId();
  // A section named by its title is a landmark region that screen readers can jump to.
  return (
    <Box aria-labelledby={titleId} $tone={tone}>
      <Title id={titleId}>{title}</Title>
      {children}
    </Box>
  );
}

const Box = styled.section<{ $tone: PanelTone }>`
  padding: ${space(4)} ${space(5)};
  font-family: ${fontFamily};
  color: ${colors.text};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-left: 4px solid ${({ $tone }) => toneColors[$tone]};
  border-radius: ${radius};
`;

const Title = styled.h2`
  margin: 0 0 ${space(2)};
  font-size: 1.125rem;
`;
