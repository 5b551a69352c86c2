/**
 * One figure of a dashboard, framed as a card: its heading, what it counts, its headline numbers,
 * the picture, and the same figures as a table with its CSV and Excel export — so every number
 * can be read, copied and checked without the picture — or what an empty figure says.
 */
import { useId, type ReactNode } from 'react';
import { TableExport } from '../list-controls';
import { Card, Muted, Toolbar } from '../page-layout';
import { PlainTable } from '../plain-table';
import type { TableColumn } from '../table-columns';

export interface FigureProps<Row> {
  title: string;
  /** What the figure counts, under its heading. */
  hint?: ReactNode;
  /** Controls that change what the figure shows (what a Pareto ranks by). */
  controls?: ReactNode;
  /** The figure's totals in a line (3 of 4 shipments on time), shown above the picture. */
  summary?: ReactNode;
  /** The picture (a chart, hidden from screen readers), drawn when there are rows. */
  chart?: ReactNode;
  columns: TableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** The file name of the table's export. */
  exportName: string;
  /** What the figure says when it has no rows. */
  empty: ReactNode;
}

export function Figure<Row>(props: FigureProps<Row>) {
  const { title, hint, controls, summary, chart, rows, empty } = props;
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {hint && <Muted>{hint}</Muted>}
      {controls}
      {summary && <p>{summary}</p>}
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <>
          {chart}
          <FigureTable {...props} headingId={headingId} />
        </>
      )}
    </Card>
  );
}

/** The figure's rows, each named by its first cell (a row header), and their export. */
function FigureTable<Row>({ title, columns, rows, rowKey, exportName, headingId }: FigureProps<Row> & { headingId: string }) {
  return (
    <>
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
  );
}
