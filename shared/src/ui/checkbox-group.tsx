import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Fieldset } from './fieldset';
import { colors, space } from './tokens';

export interface CheckboxOption<V extends string | number> {
  value: V;
  label: ReactNode;
  /** Shown but not to be changed (with the reason in `hint`). */
  disabled?: boolean;
  hint?: string;
}

export interface CheckboxGroupProps<V extends string | number> {
  legend: ReactNode;
  options: CheckboxOption<V>[];
  selected: V[];
  onChange: (value: V, chosen: boolean) => void;
  error?: string;
}

/** A group of checkboxes named by its legend; the error is read with the group, a hint with its option. */
export function CheckboxGroup<V extends string | number>({ legend, options, selected, onChange, error }: CheckboxGroupProps<V>) {
  const id = useId();
  return (
    <Fieldset legend={legend} error={error}>
      <Options>
        {options.map((option, index) => (
          <Option key={option.value} $disabled={Boolean(option.disabled)}>
            <input
              type="checkbox"
              checked={selected.includes(option.value)}
              disabled={option.disabled}
              aria-describedby={option.hint ? `${id}-hint-${index}` : undefined}
              onChange={(event) => onChange(option.value, event.target.checked)}
            />
            {option.label}
            {option.hint && (
              <Hint id={`${id}-hint-${index}`} title={option.hint}>
                {option.hint}
              </Hint>
            )}
          </Option>
        ))}
      </Options>
    </Fieldset>
  );
}

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)} ${space(5)};
`;

const Option = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  color: ${({ $disabled }) => ($disabled ? colors.muted : colors.text)};
`;

const Hint = styled.span`
  font-size: 0.8125rem;
  color: ${colors.muted};
`;
