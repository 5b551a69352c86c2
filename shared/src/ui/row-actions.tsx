/**
 * What may be done with each row of a list, as its last column: small buttons side by side that
 * wrap on a narrow screen. The column has no value, so a list's export leaves it out.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
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
