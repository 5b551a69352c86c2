/**
 * An order's shipments: carrier, tracking number, what each carries and where to, in transit or
 * delivered; Confirm delivery where the reader may confirm (asked once more before it counts).
 */
import type { Shipment } from 'shared/api';
import { useIntl } from 'react-intl';
import { useLanguageKey, useTexts } from 'shared/i18n';
import { Button, colors, DownloadIcon, formatDate, Muted, space, useConfirm } from 'shared/ui';
import styled from 'styled-components';
import { FULFILMENT_TEXTS } from './texts.js';

export interface ShipmentListProps {
  shipments: Shipment[];
  /** Confirms a shipment arrived; without it no button shows. */
  onConfirmDelivery?: (shipmentId: number) => void;
  busy?: boolean;
}

export function ShipmentList({ shipments, onConfirmDelivery, busy = false }: ShipmentListProps) {
  const text = useTexts(FULFILMENT_TEXTS);
  const intl = useIntl();
  const language = useLanguageKey();
  const [confirm, confirmDialog] = useConfirm();
  if (shipments.length === 0) return <Muted>{text('fulfilment.noShipments')}</Muted>;
  const linesOf = (shipment: Shipment) =>
    shipment.lines.map((line) => text('fulfilment.line', { quantity: line.quantity, part: line.fileName })).join(', ');
  const confirmDelivery = async (shipment: Shipment) => {
    const ok = await confirm({
      title: text('fulfilment.confirmTitle'),
      text: text('fulfilment.confirmText', { id: shipment.id, lines: linesOf(shipment) }),
      confirmText: text('fulfilment.confirmDelivery'),
    });
    if (ok) onConfirmDelivery?.(shipment.id);
  };
  return (
    <List>
      {shipments.map((shipment) => (
        <li key={shipment.id}>
          <strong>
            {text('fulfilment.shipment', {
              id: shipment.id,
              carrier: [shipment.carrier, shipment.service].filter(Boolean).join(' '),
              tracking: shipment.trackingNumber,
            })}
          </strong>
          <div>
            {text('fulfilment.shippedOn', { date: formatDate(shipment.shipDate) })} ·{' '}
            {shipment.deliveredAt === null
              ? text('fulfilment.inTransit')
              : text('fulfilment.deliveredOn', { date: formatDate(shipment.deliveredAt) })}
          </div>
          <div>{linesOf(shipment)}</div>
          {shipment.deliverTo && <Muted>{text('fulfilment.deliverTo', { address: shipment.deliverTo })}</Muted>}
          {shipment.packages.map((pack, index) => (
            <Muted key={index}>
              {text('fulfilment.package', {
                weight: intl.formatNumber(pack.weightGrams / 1000),
                length: pack.lengthMm,
                width: pack.widthMm,
                height: pack.heightMm,
              })}
            </Muted>
          ))}
          <a href={`/api/v1/shipments/${shipment.id}/packing-slip?language=${language}`} download>
            <DownloadIcon /> {text('fulfilment.packingSlip', { id: shipment.id })}
          </a>
          {onConfirmDelivery && shipment.status === 'SHIPPED' && (
            <Button
              size="sm"
              disabled={busy}
              aria-label={text('fulfilment.confirmDeliveryOf', { id: shipment.id })}
              onClick={() => void confirmDelivery(shipment)}
            >
              {text('fulfilment.confirmDelivery')}
            </Button>
          )}
        </li>
      ))}
      {confirmDialog}
    </List>
  );
}

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${space(3)};
  li {
    display: grid;
    gap: ${space(1)};
    justify-items: start;
    padding: ${space(3)};
    border: 1px solid ${colors.border};
    border-radius: ${space(1)};
  }
`;
