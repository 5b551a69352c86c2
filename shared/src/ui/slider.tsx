/** Single-value slider on Radix Slider; the range is 0 to 100 unless told otherwise. */
import * as RadixSlider from '@radix-ui/react-slider';
import styled from 'styled-components';
import { colors, focusRing, space } from './tokens';

export interface SliderProps {
  /** Accessible name of the thumb. */
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  disabled?: boolean;
}

export function Slider({ label, value, onChange, min = 0, max = 100, step = 1, disabled }: SliderProps) {
  return (
    <Root value={[value]} onValueChange={([next = value]) => onChange(next)} min={min} max={max} step={step} disabled={disabled}>
      <Track>
        <Range />
      </Track>
      <Thumb aria-label={label} />
    </Root>
  );
}

const Root = styled(RadixSlider.Root)`
  position: relative;
  display: flex;
  align-items: center;
  width: 100%;
  height: ${space(5)};
  touch-action: none;
  user-select: none;

  &[data-disabled] {
    opacity: 0.5;
  }
`;

const Track = styled(RadixSlider.Track)`
  position: relative;
  flex-grow: 1;
  height: ${space(1)};
  background: ${colors.border};
  border-radius: 9999px;
`;

const Range = styled(RadixSlider.Range)`
  position: absolute;
  height: 100%;
  background: ${colors.primary};
  border-radius: 9999px;
`;

const Thumb = styled(RadixSlider.Thumb)`
  display: block;
  width: ${space(4)};
  height: ${space(4)};
  background: ${colors.surface};
  border: 2px solid ${colors.primary};
  border-radius: 50%;

  &:focus-visible {
    outline: none;
    box-shadow: ${focusRing};
  }
`;
