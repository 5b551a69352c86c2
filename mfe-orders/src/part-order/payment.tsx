/** The payment of a delivered order: recorded with its reference while it is due, then said with its date. */
import { useState } from 'react';
import { fulfilmentApi, type Fulfilment, type ServerCall } from 'shared/api';
import { Button, formatDate, Panel, TextField, Toolbar } from 'shared/ui';
import { useText } from '../texts';

export interface PaymentProps {
  fulfilment: Fulfilment;
  /** Runs a call, keeping the server's refusal to show. */
  run: ServerCall['run'];
}

export function Payment({ fulfilment, run }: PaymentProps) {
  const text = useText();
  const [move, moving] = fulfilmentApi.useActOnOrderMutation();
  const [reference, setReference] = useState('');
  if (fulfilment.paidAt !== null) {
    return <p>{text('progress.paid', { date: formatDate(fulfilment.paidAt), reference: fulfilment.paymentReference ?? '' })}</p>;
  }
  if (fulfilment.matchStatus !== 'PAYMENT_WAITING') return null;
  return (
    <Panel title={text('progress.paymentDue')} tone="warning">
      <TextField
        label={text('progress.paymentReference')}
        value={reference}
        onChange={(event) => setReference(event.target.value)}
      />
      <Toolbar>
        <Button
          disabled={!reference.trim() || moving.isLoading}
          onClick={() =>
            void run(() => move({ orderId: fulfilment.orderId, action: 'payment', reference: reference.trim() }).unwrap())
          }
        >
          {text('progress.recordPayment')}
        </Button>
      </Toolbar>
    </Panel>
  );
}
