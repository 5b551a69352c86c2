/**
 * A state as a badge in its tone's colour: the kit's one way to show where a record stands (an
 * order, an offer, a job), so the same kind of state looks the same on every screen. The text
 * says the state; the colour only groups states, so nothing depends on seeing it.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { StatusTone } from './status-tone';
import { colors, space } from './tokens';

// Text and fill chosen for at least 4.5:1 contrast on every tone (WCAG AA).
const TONES: Record<StatusTone, { text: string; fill: string }> = {
  neutral: { text: colors.text, fill: '#eef1f5' },
  progress: { text: '#1b4469', fill: '#e3edf7' },
  success: { text: '#1d5c21', fill: '#e5f2e6' },
  warning: { text: '#7a4700', fill: '#fcefd9' },
  danger: { text: '#9b1c1c', fill: '#fbe7e7' },
};

export function StatusBadge({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return <Badge $tone={tone}>{children}</Badge>;
}

const Badge = styled.span<{ $tone: StatusTone }>`
  display: inline-block;
  padding: 0 ${space(2)};
  border-radius: ${space(3)};
  font-size: 0.875rem;
  font-weight: 600;
  line-height: 1.6;
  white-space: nowrap;
  color: ${({ $tone }) => TONES[$tone].text};
  background: ${({ $tone }) => TONES[$tone].fill};
`;
