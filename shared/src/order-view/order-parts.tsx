/**
 * An order's parts as both sides read them: a preview, the file, process, material, quantity and
 * the customer's notes for the facility, and what the reader may do with each part. A facility
 * that may not see the files yet reads each part by its number.
 */
import { useId, type ReactNode } from 'react';
import type { OrderDetails } from 'shared/contracts';
import { useTexts } from 'shared/i18n';
import { PlainTable, RowActions, Section, Thumbnail } from 'shared/ui';
import { ORDER_VIEW_TEXTS } from './texts.js';

export type OrderPart = OrderDetails['parts'][number];

export interface OrderPartsProps {
  order: OrderDetails;
  /** Said under the heading, before the table: why the files are not shown, for instance. */
  note?: ReactNode;
  /** The buttons of a part's row (view in 3D, download). */
  actions: (part: OrderPart) => ReactNode;
}

export function OrderParts({ order, note, actions }: OrderPartsProps) {
  const text = useTexts(ORDER_VIEW_TEXTS);
  const heading = useId();
  return (
    <Section title={text('orderView.parts')} headingId={heading}>
      {note}
      <PlainTable
        labelledBy={heading}
        columns={[
          text('orderView.column.preview'),
          text('orderView.column.file'),
          text('orderView.column.process'),
          text('orderView.column.material'),
          text('orderView.column.quantity'),
          text('orderView.column.notes'),
          text('orderView.column.actions'),
        ]}
      >
        {order.parts.map((part) => (
          <tr key={part.id}>
            <td>
              {part.pngFileDTO && (
                <Thumbnail src={part.pngFileDTO.fileURL} alt={text('orderView.thumbnail', { name: part.fileName ?? '' })} />
              )}
            </td>
            <td>{part.fileName ?? text('orderView.hiddenFile', { id: part.id })}</td>
            <td>{part.amProcess?.name ?? '—'}</td>
            <td>{part.material?.name ?? '—'}</td>
            <td>{part.quantity}</td>
            <td>{part.notes || '—'}</td>
            <td>
              <RowActions>{actions(part)}</RowActions>
            </td>
          </tr>
        ))}
      </PlainTable>
    </Section>
  );
}
