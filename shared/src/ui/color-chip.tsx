/**
 * A priority label or a tag as a coloured chip: the colour a facility chose as the background,
 * with black or white text, whichever reads better on it (WCAG's contrast of the two).
 */
import styled from 'styled-components';
import { space } from './tokens';

/** Relative luminance of a #rrggbb colour (WCAG 2.1). */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** Black or white, whichever contrasts more with the background. */
export function textColourOn(background: string): '#000000' | '#ffffff' {
  if (!/^#[0-9a-fA-F]{6}$/.test(background)) return '#000000';
  const l = luminance(background);
  // Contrast with black is (l + 0.05) / 0.05, with white 1.05 / (l + 0.05).
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}

export interface ColorChipProps {
  color: string;
  children: string;
}

export function ColorChip({ color, children }: ColorChipProps) {
  return <Chip style={{ backgroundColor: color, color: textColourOn(color) }}>{children}</Chip>;
}

/** Chips in a row, wrapping; nothing for none. */
export function ColorChips({ chips }: { chips: { id: number; name: string; color: string }[] }) {
  if (!chips.length) return null;
  return (
    <Row>
      {chips.map((chip) => (
        <ColorChip key={chip.id} color={chip.color}>
          {chip.name}
        </ColorChip>
      ))}
    </Row>
  );
}

const Chip = styled.span`
  display: inline-block;
  padding: 0 ${space(2)};
  border-radius: ${space(4)};
  font-size: 0.8125rem;
  line-height: 1.5;
  white-space: nowrap;
`;

const Row = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${space(1)};
`;
