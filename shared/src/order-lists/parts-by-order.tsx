/**
 * Orders with their parts, each order under its number, title, customer and due date: the job
 * form's part selector and the desktop tool's part selection list the parts left to schedule so.
 * The caller draws each part's row (an <li>), with what can be done with it there.
 */
import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Rfq, RfqFile } from 'shared/contracts';
import { useTexts } from 'shared/i18n';
import { formatDate, Muted, space } from 'shared/ui';
import { ORDER_COLUMN_TEXTS } from './texts.js';

export interface PartsByOrderProps {
  orders: Rfq[];
  /** A newer page is on its way. */
  busy: boolean;
  children: (order: Rfq, file: RfqFile) => ReactNode;
}

export function PartsByOrder({ orders, busy, children }: PartsByOrderProps) {
  const text = useTexts(ORDER_COLUMN_TEXTS);
  return (
    <OrderList aria-busy={busy}>
      {orders.map((order) => (
        <li key={order.id}>
          <strong>
            #{order.id} {order.displayTitle}
          </strong>{' '}
          <Muted as="span">
            {order.customerName}
            {order.estimatedDeliveryDate !== null &&
              ` · ${text('partsByOrder.due', { date: formatDate(order.estimatedDeliveryDate) })}`}
          </Muted>
          <FileList>
            {order.rfqFileDTOs.map((file) => (
              <Fragment key={file.id}>{children(order, file)}</Fragment>
            ))}
          </FileList>
        </li>
      ))}
    </OrderList>
  );
}

const OrderList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
`;

const FileList = styled.ul`
  list-style: none;
  margin: ${space(1)} 0 0;
  padding-left: ${space(4)};

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${space(3)};
    padding: ${space(1)} 0;
  }
`;
