/**
 * Rows of a root-cause form added one by one — the whys, the fishbone's causes, the 8D team —
 * each with a button that removes it (the last one stays), and one that adds a row until the
 * method's most. Focus moves to the new row's first field.
 */
import { FieldArray, getIn, useFormikContext } from 'formik';
import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, CloseIcon, space } from 'shared/ui';

export interface RowListProps<T> {
  /** The form's array field ('whys'). */
  name: string;
  /** The group's name, read with each row. */
  legend: string;
  blank: T;
  max: number;
  addLabel: string;
  /** The remove button's name for the row numbered n (from 1). */
  removeLabel: (n: number) => string;
  /** The row's fields, for its index. */
  children: (index: number) => ReactNode;
}

export function RowList<T>({ name, legend, blank, max, addLabel, removeLabel, children }: RowListProps<T>) {
  const { values } = useFormikContext();
  const rows = (getIn(values, name) as T[] | undefined) ?? [];
  const list = useRef<HTMLOListElement>(null);
  const added = useRef(false);
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    list.current?.querySelector<HTMLElement>('li:last-child input, li:last-child select, li:last-child textarea')?.focus();
  }, [rows.length]);
  return (
    <FieldArray name={name}>
      {({ push, remove }) => (
        <Group>
          <legend>{legend}</legend>
          <Rows ref={list}>
            {rows.map((_, index) => (
              <Row key={index}>
                <div>{children(index)}</div>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={removeLabel(index + 1)}
                  disabled={rows.length === 1}
                  onClick={() => remove(index)}
                >
                  <CloseIcon />
                </Button>
              </Row>
            ))}
          </Rows>
          <div>
            <Button
              variant="secondary"
              size="sm"
              disabled={rows.length >= max}
              onClick={() => {
                added.current = true;
                push(blank);
              }}
            >
              {addLabel}
            </Button>
          </div>
        </Group>
      )}
    </FieldArray>
  );
}

const Group = styled.fieldset`
  display: grid;
  gap: ${space(2)};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${space(2)};
    font-weight: 600;
  }
`;

const Rows = styled.ol`
  display: grid;
  gap: ${space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: ${space(2)};
`;
