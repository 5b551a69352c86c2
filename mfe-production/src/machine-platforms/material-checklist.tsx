import { useId, type ReactNode } from 'react';
import { colors, fontFamily, space } from 'shared/ui';
import styled from 'styled-components';
import type { Named } from 'shared/contracts';

export interface MaterialChecklistProps {
  legend: ReactNode;
  /** The materials to choose from. */
  options: Named[];
  selected: number[];
  onChange: (materialId: number, chosen: boolean) => void;
  error?: string;
}

/** A group of checkboxes, one per material, named by its legend; the error is read with the group. */
export function MaterialChecklist({ legend, options, selected, onChange, error }: MaterialChecklistProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Group aria-describedby={error ? errorId : undefined} $invalid={Boolean(error)}>
      <Legend>{legend}</Legend>
      <Options>
        {options.map((material) => (
          <Option key={material.id}>
            <input
              type="checkbox"
              checked={selected.includes(material.id)}
              onChange={(event) => onChange(material.id, event.target.checked)}
            />
            {material.name}
          </Option>
        ))}
      </Options>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Group>
  );
}

const Group = styled.fieldset<{ $invalid: boolean }>`
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

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)} ${space(5)};
`;

const Option = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  color: ${colors.text};
`;

const ErrorText = styled.span`
  display: block;
  margin-top: ${space(1)};
  font-size: 0.875rem;
  color: ${colors.danger};
`;
