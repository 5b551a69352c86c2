/**
 * A settings list edited in place: one row of fields per entry, each with its Remove, and Add
 * at the foot. The defect codes and the signature meanings are such lists.
 */
import { FieldArray } from 'formik';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { useFormField } from 'shared/forms';
import { Button, CloseIcon, colors, PlainList, space } from 'shared/ui';

export interface ListFieldProps<T> {
  name: string;
  legend: string;
  /** The fields of entry `index`. */
  row: (index: number) => ReactNode;
  /** The name of entry `index`, for its Remove button. */
  removeLabel: (index: number) => string;
  addLabel: string;
  blank: T;
}

export function ListField<T>({ name, legend, row, removeLabel, addLabel, blank }: ListFieldProps<T>) {
  const field = useFormField<T[]>(name);
  const entries = field.value ?? [];
  const errorId = useId();
  // The list's own problem (too few entries, one given twice); an entry's shows at its field.
  const problem = typeof field.error === 'string' ? field.error : undefined;
  return (
    <fieldset aria-describedby={problem ? errorId : undefined}>
      <legend>{legend}</legend>
      <FieldArray name={name}>
        {({ push, remove }) => (
          <Rows>
            {entries.map((_, index) => (
              <li key={index}>
                {row(index)}
                <Button variant="secondary" size="sm" aria-label={removeLabel(index)} onClick={() => remove(index)}>
                  <CloseIcon />
                </Button>
              </li>
            ))}
            <li>
              <Button variant="secondary" size="sm" onClick={() => push(blank)}>
                {addLabel}
              </Button>
            </li>
          </Rows>
        )}
      </FieldArray>
      {problem && <Problem id={errorId}>{problem}</Problem>}
    </fieldset>
  );
}

const Problem = styled.span`
  display: block;
  margin-top: ${space(1)};
  color: ${colors.danger};
  font-size: 0.875rem;
`;

const Rows = styled(PlainList)`
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: ${space(2)};
  }
`;
