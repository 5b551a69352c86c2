/**
 * A record's facts at a glance, each a term over its value, in as many columns as the width
 * allows: `<Facts><Fact label="Currency">EUR</Fact>…</Facts>`. A description list, so a screen
 * reader reads each value with its term.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { space } from './tokens';

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${space(3)};
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

export interface FactProps {
  label: ReactNode;
  children: ReactNode;
}

export function Fact({ label, children }: FactProps) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A part's preview picture in a table row: small and square, the part whole inside it. */
export const Thumbnail = styled.img`
  display: block;
  width: 48px;
  height: 48px;
  object-fit: contain;
`;
