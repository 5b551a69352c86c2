/**
 * An order's documents as PDF downloads in the reader's language: the quote from the accepted
 * bid, the order confirmation once the facility confirmed, the invoice once something shipped
 * (each shipment's packing slip is with the shipment).
 */
import { useLanguageKey, useTexts } from 'shared/i18n';
import { DownloadIcon, PlainList, space } from 'shared/ui';
import styled from 'styled-components';
import { FULFILMENT_TEXTS } from './texts.js';

export interface OrderDocumentsProps {
  orderId: number;
  /** Whether anything has shipped: the invoice exists from then on. */
  shipped: boolean;
}

export function OrderDocuments({ orderId, shipped }: OrderDocumentsProps) {
  const text = useTexts(FULFILMENT_TEXTS);
  const language = useLanguageKey();
  const kinds: ('QUOTE' | 'ORDER_CONFIRMATION' | 'INVOICE')[] = [
    'QUOTE',
    'ORDER_CONFIRMATION',
    ...(shipped ? (['INVOICE'] as const) : []),
  ];
  return (
    <Links $row $gap={4} aria-label={text('fulfilment.documents')}>
      {kinds.map((kind) => (
        <li key={kind}>
          <a href={`/api/v1/orders/${orderId}/documents/${kind}?language=${language}`} download>
            <DownloadIcon /> {text(`fulfilment.document.${kind}`)}
          </a>
        </li>
      ))}
    </Links>
  );
}

const Links = styled(PlainList)`
  a {
    display: inline-flex;
    gap: ${space(1)};
    align-items: center;
  }
`;
