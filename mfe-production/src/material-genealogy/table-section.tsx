/** A part of the genealogy as a table under its heading, or a line saying there is nothing. */
import { useId, type ReactNode } from 'react';
import { Muted, PlainTable, Section } from 'shared/ui';

export interface TableSectionProps {
  title: string;
  columns: string[];
  /** The rows (`<tr>`s), one per record. */
  rows: ReactNode[];
  empty: string;
  /** What can be done with the whole table (its downloads), shown under the heading. */
  actions?: ReactNode;
}

export function TableSection({ title, columns, rows, empty, actions }: TableSectionProps) {
  const headingId = useId();
  return (
    <Section title={title} headingId={headingId}>
      {actions}
      {rows.length === 0 ? (
        <Muted>{empty}</Muted>
      ) : (
        <PlainTable labelledBy={headingId} columns={columns}>
          {rows}
        </PlainTable>
      )}
    </Section>
  );
}
