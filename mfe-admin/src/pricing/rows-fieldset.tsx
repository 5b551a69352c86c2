import type { ReactNode } from 'react';
import { FieldArray } from 'formik';
import { Button, Muted, space } from 'shared/ui';
import styled from 'styled-components';

/**
 * One section of the rules as rows (the materials, the quantity breaks…): each row's fields, its
 * remove button, and an add button that appends an empty row.
 */
export function RowsFieldset<T>({
  legend,
  hint,
  name,
  rows,
  empty,
  addLabel,
  removeLabel,
  newRow,
  renderRow,
  error,
}: {
  legend: string;
  hint?: ReactNode;
  name: string;
  rows: T[];
  empty: string;
  addLabel: string;
  removeLabel: (index: number) => string;
  newRow: () => T;
  renderRow: (index: number) => ReactNode;
  error?: string;
}) {
  return (
    <Fieldset>
      <legend>{legend}</legend>
      {hint && <Muted>{hint}</Muted>}
      <FieldArray name={name}>
        {({ push, remove }) => (
          <>
            {rows.length === 0 && <Muted>{empty}</Muted>}
            {rows.map((_row, index) => (
              <Row key={index}>
                {renderRow(index)}
                <Button variant="link" onClick={() => remove(index)}>
                  {removeLabel(index)}
                </Button>
              </Row>
            ))}
            {error && <p role="alert">{error}</p>}
            <div>
              <Button variant="secondary" onClick={() => push(newRow())}>
                {addLabel}
              </Button>
            </div>
          </>
        )}
      </FieldArray>
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  margin: 0;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space(3)};
`;
