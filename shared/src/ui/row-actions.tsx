/**
 * What may be done with each row of a list, as its last column: small buttons side by side that
 * wrap on a narrow screen. The column has no value, so a list's export leaves it out.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import type { TableColumn } from './table-columns';
import { space } from './tokens';

export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
`;

export function actionsColumn<T>(title: ReactNode, render: (row: T) => ReactNode): TableColumn<T> {
  return { key: 'actions', title, render: (row) => <RowActions>{render(row)}</RowActions> };
}

export interface RowButtonProps {
  /** What it does to which row, for a screen reader: 'Change Shipping Labels'. */
  label: string;
  onClick: () => void;
  /** Removing or deleting: drawn as a danger. */
  danger?: boolean;
  disabled?: boolean;
  /** The short text the row shows: 'Change'. */
  children: ReactNode;
}

/** One of a row's actions: a small button whose accessible name says which row it acts on. */
export function RowButton({ label, onClick, danger, disabled, children }: RowButtonProps) {
  return (
    <Button variant={danger ? 'danger' : 'secondary'} size="sm" aria-label={label} disabled={disabled} onClick={onClick}>
      {children}
    </Button>
  );
}
