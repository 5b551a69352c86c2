/**
 * One figure of the dashboard: its heading, what it counts, the picture, and the same figures as a
 * table with its CSV and Excel export — so every number can be read, copied and checked without
 * the picture — or what an empty figure says.
 */
import { useId, type ReactNode } from 'react';
import { Card, Muted, PlainTable, TableExport, Toolbar, type TableColumn } from 'shared/ui';

export interface FigureProps<Row> {
  title: string;
  /** What the figure counts, under its heading. */
  hint?: ReactNode;
  /** Controls that change what the figure shows (what the Pareto ranks by). */
  controls?: ReactNode;
  /** The picture (a chart), drawn when there are rows. */
  chart?: ReactNode;
  columns: TableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** The file name of the table's export. */
  exportName: string;
  /** What the figure says when it has no rows. */
  empty: ReactNode;
}

export function Figure<Row>({ title, hint, controls, chart, columns, rows, rowKey, exportName, empty }: FigureProps<Row>) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {hint && <Muted>{hint}</Muted>}
      {controls}
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <>
          {chart}
          <PlainTable labelledBy={headingId} columns={columns.map((column) => column.title)}>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column, index) => {
                  const cell = column.render ? column.render(row) : column.value?.(row);
                  const align = column.align === 'right' ? { textAlign: 'right' as const } : undefined;
                  return index === 0 ? (
                    <th key={column.key} scope="row" style={align}>
                      {cell}
                    </th>
                  ) : (
                    <td key={column.key} style={align}>
                      {cell}
                    </td>
                  );
                })}
              </tr>
            ))}
          </PlainTable>
          <Toolbar>
            <TableExport columns={columns} rows={rows} fileName={exportName} sheet={title.slice(0, 31)} />
          </Toolbar>
        </>
      )}
    </Card>
  );
}
