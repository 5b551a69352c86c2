/**
 * The form's choices that are not the kit's bound fields: one of a few options as radio buttons
 * under a legend, and a single checkbox, both bound to the formik form around them by name.
 */
import { Field, useField } from 'formik';
import type { ReactNode } from 'react';
import { Fieldset, Muted, space } from 'shared/ui';
import styled from 'styled-components';

export function RadioChoice<V extends string>({
  name,
  legend,
  options,
  hint,
  onChosen,
}: {
  name: string;
  legend: ReactNode;
  options: { value: V; label: string }[];
  hint?: ReactNode;
  /** What else a choice changes. */
  onChosen?: (value: V) => void;
}) {
  const [field, , helpers] = useField<V>(name);
  return (
    <Fieldset legend={legend}>
      <Choices>
        {options.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={field.value === option.value}
              onChange={() => {
                void helpers.setValue(option.value);
                onChosen?.(option.value);
              }}
            />{' '}
            {option.label}
          </label>
        ))}
      </Choices>
      {hint && <Muted>{hint}</Muted>}
    </Fieldset>
  );
}

export function CheckboxChoice({ name, label, disabled }: { name: string; label: ReactNode; disabled?: boolean }) {
  return (
    <label>
      <Field type="checkbox" name={name} disabled={disabled} /> {label}
    </label>
  );
}

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)} ${space(5)};
  margin-bottom: ${space(1)};
`;
