import { useId } from 'react';
import { FormNumberField } from 'shared/forms';
import { colors, FormGrid, Muted, space } from 'shared/ui';
import styled from 'styled-components';
import { useText } from '../texts';
import { PACKING_FIELDS, PACKING_RANGES } from './equipment-form-values';
import { PACKING_LABEL } from './text-ids';

/** The equipment form's "Build packing" group: what the build packer and its print-time estimate read of the machine. */
export function PackingFields() {
  const text = useText();
  const hintId = useId();
  return (
    <Group aria-describedby={hintId}>
      <Legend>{text('machines.packing.title')}</Legend>
      <Muted id={hintId}>{text('machines.packing.hint')}</Muted>
      <FormGrid>
        {PACKING_FIELDS.map((field) => (
          <FormNumberField
            key={field}
            name={field}
            label={text(PACKING_LABEL[field])}
            min={PACKING_RANGES[field].min}
            max={PACKING_RANGES[field].max}
            // Figures are fractions as often as whole numbers (a 0.12 mm layer).
            step="any"
          />
        ))}
      </FormGrid>
    </Group>
  );
}

/** Framed like the form's groups of materials. */
const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  margin: 0;
  padding: ${space(2)} ${space(3)} ${space(3)};
  border: 1px solid ${colors.border};
  border-radius: 0.25rem;
`;

const Legend = styled.legend`
  padding: 0 ${space(1)};
  font-weight: 600;
  color: ${colors.text};
`;
