/**
 * A small table drawn as it is, for a few rows that need no sorting, paging or column choice (an
 * order's parts, a part's progress): its column headings, the rows the screen writes, and on a
 * narrow screen a sideways scroll in its own box rather than the page's. A list the user works
 * through is the kit's `Table`.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ScrollRegion } from './scroll-region';
import { space } from './tokens';

export interface PlainTableProps {
  /** The id of the heading that names the table. */
  labelledBy: string;
  columns: ReactNode[];
  /** The rows (`<tr>`s). */
  children: ReactNode;
}

export function PlainTable({ labelledBy, columns, children }: PlainTableProps) {
  return (
    <ScrollRegion>
      <Plain aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Plain>
    </ScrollRegion>
  );
}

const Plain = styled.table`
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: ${space(2)} ${space(3)} ${space(2)} 0;
    vertical-align: middle;
  }
  tbody th {
    font-weight: 400;
  }
`;
