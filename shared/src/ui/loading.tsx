/** Spinner with a status role, so screen readers hear "Loading…" too. */
import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { useKitText } from './use-kit-text';
import { colors, fontFamily, space, type Size } from './tokens';

export interface LoadingProps {
  /** Replaces the default "Loading…". */
  text?: ReactNode;
  size?: Size;
}

const spinnerSizes: Record<Size, number> = { sm: 4, md: 6, lg: 10 };

export function Loading({ text, size = 'md' }: LoadingProps) {
  const kitText = useKitText();
  return (
    <Status role="status">
      <Spinner aria-hidden $units={spinnerSizes[size]} />
      <span>{text ?? kitText('ui.loading')}</span>
    </Status>
  );
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Status = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  font-family: ${fontFamily};
  color: ${colors.muted};
`;

const Spinner = styled.span<{ $units: number }>`
  width: ${({ $units }) => space($units)};
  height: ${({ $units }) => space($units)};
  border: 2px solid ${colors.border};
  border-top-color: ${colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;
