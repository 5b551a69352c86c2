/**
 * Production and delivery of an order awarded to this facility: each part's progress,
 * the inspections and shipments, and what the facility does next — record an inspection, ship
 * what passed, confirm a delivery on the customer's word, move the order by hand where the shop
 * works without the platform's jobs, put it on hold and resume it, record the payment.
 */
import { useState } from 'react';
import { errorMessage, fulfilmentApi, type Fulfilment } from 'shared/api';
import {
  findTransition,
  MAKING_STATES,
  MANUAL_PROGRESS,
  nextStates,
  ORDER_TRANSITIONS,
  type ManualProgress,
  type RfqStatus,
} from 'shared/contracts';
import { OrderDocuments, PartProgressTable, ShipmentList } from 'shared/fulfilment';
import { useTexts } from 'shared/i18n';
import { ORDER_STATUS_TEXTS } from 'shared/orders';
import {
  Button,
  formatDate,
  FormFailure,
  LoadFailed,
  Loading,
  Muted,
  Panel,
  SelectField,
  Textarea,
  TextField,
  Toolbar,
} from 'shared/ui';
import { useText } from '../texts';
import { InspectionForm } from './inspection-form';
import { ShipmentForm } from './shipment-form';

export function FulfilmentPanel({ orderId }: { orderId: number }) {
  const text = useText();
  const read = fulfilmentApi.useFulfilmentQuery(orderId);
  if (read.isLoading) return <Loading />;
  if (read.isError || !read.data) {
    return <LoadFailed title={text('progress.fetchFailed')} error={read.error} onRetry={() => void read.refetch()} />;
  }
  return <Fulfilling fulfilment={read.data} />;
}

function Fulfilling({ fulfilment }: { fulfilment: Fulfilment }) {
  const text = useText();
  const status = useTexts(ORDER_STATUS_TEXTS);
  const [move, moving] = fulfilmentApi.useActOnOrderMutation();
  const [confirmDelivery, confirming] = fulfilmentApi.useConfirmDeliveryMutation();
  const [failure, setFailure] = useState<string>();
  const [reason, setReason] = useState('');
  // Asked before the move is sent, where the graph wants a reason for it.
  const [reasonError, setReasonError] = useState<string>();
  const [target, setTarget] = useState<RfqStatus | ''>('');
  const [reference, setReference] = useState('');
  const orderId = fulfilment.orderId;
  const held = fulfilment.status === 'ON_HOLD';
  const byHand = nextStates(ORDER_TRANSITIONS, fulfilment.status, 'FACILITY').filter((state) =>
    (MANUAL_PROGRESS as readonly RfqStatus[]).includes(state),
  );
  const holdable = nextStates(ORDER_TRANSITIONS, fulfilment.status, 'FACILITY').includes('ON_HOLD');
  const making = MAKING_STATES.includes(fulfilment.status);
  const toShip = fulfilment.parts.some((part) => part.toShip > 0);

  const run = async (action: () => Promise<unknown>) => {
    setFailure(undefined);
    try {
      await action();
      setReason('');
      setTarget('');
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <>
      <FormFailure message={failure} />
      {held && (
        <Panel
          title={text('progress.held', { state: status(`orders.status.${fulfilment.resumeStatus ?? 'AGREEMENT_DONE'}`) })}
          tone="warning"
        >
          <Toolbar>
            <Button disabled={moving.isLoading} onClick={() => void run(() => move({ orderId, action: 'resume' }).unwrap())}>
              {text('progress.resume')}
            </Button>
          </Toolbar>
        </Panel>
      )}
      <OrderDocuments orderId={orderId} shipped={fulfilment.shipments.length > 0} />
      <h3 id="fulfilment-progress">{text('progress.progress')}</h3>
      <PartProgressTable parts={fulfilment.parts} labelledBy="fulfilment-progress" />

      {(byHand.length > 0 || holdable) && (
        <section aria-labelledby="fulfilment-move">
          <h3 id="fulfilment-move">{text('progress.move')}</h3>
          <Muted>{text('progress.moveHint')}</Muted>
          <Textarea
            label={text('progress.reason')}
            rows={2}
            value={reason}
            error={reasonError}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(undefined);
            }}
          />
          <Toolbar>
            {byHand.length > 0 && (
              <>
                <SelectField
                  label={text('progress.moveTo')}
                  size="sm"
                  value={target}
                  placeholder={text('progress.choose')}
                  options={byHand.map((state) => ({ value: state, label: status(`orders.status.${state}`) }))}
                  onChange={(value) => setTarget(value as RfqStatus | '')}
                />
                <Button
                  variant="secondary"
                  disabled={!target || moving.isLoading}
                  onClick={() => {
                    const needsReason = findTransition(
                      ORDER_TRANSITIONS,
                      fulfilment.status,
                      target as RfqStatus,
                      'FACILITY',
                    )?.reasonRequired;
                    if (needsReason && !reason.trim()) return setReasonError(text('progress.reasonRequired'));
                    void run(() =>
                      move({ orderId, action: 'progress', status: target as ManualProgress, reason: reason.trim() }).unwrap(),
                    );
                  }}
                >
                  {text('progress.moveButton')}
                </Button>
              </>
            )}
            {holdable && (
              <Button
                variant="danger"
                disabled={!reason.trim() || moving.isLoading}
                onClick={() => void run(() => move({ orderId, action: 'hold', reason: reason.trim() }).unwrap())}
              >
                {text('progress.hold')}
              </Button>
            )}
          </Toolbar>
        </section>
      )}

      {making && !held && (
        <section aria-labelledby="fulfilment-inspect">
          <h3 id="fulfilment-inspect">{text('inspection.title')}</h3>
          {fulfilment.parts.some((part) => part.toInspect > 0) ? (
            <InspectionForm orderId={orderId} parts={fulfilment.parts} />
          ) : (
            <Muted>{text('inspection.nothing')}</Muted>
          )}
        </section>
      )}
      {fulfilment.inspections.length > 0 && (
        <section aria-labelledby="fulfilment-inspections">
          <h3 id="fulfilment-inspections">{text('inspection.list')}</h3>
          <ul>
            {fulfilment.inspections.map((inspection) => (
              <li key={inspection.id}>
                {text('inspection.entry', {
                  part: inspection.fileName,
                  passed: inspection.passedQuantity,
                  failed: inspection.failedQuantity,
                  who: inspection.inspector ?? '—',
                  date: formatDate(inspection.at, true),
                })}
                {inspection.ncrRequested && ` · ${text('inspection.ncrMarked')}`}
                {inspection.note && ` · ${inspection.note}`}
                {inspection.photos.map((photo) => (
                  <a key={photo.id} href={photo.fileURL} download={photo.fileName}>
                    {' '}
                    {photo.fileName}
                  </a>
                ))}
              </li>
            ))}
          </ul>
        </section>
      )}

      {toShip && !held && (
        <section aria-labelledby="fulfilment-ship">
          <h3 id="fulfilment-ship">{text('shipment.title')}</h3>
          <ShipmentForm orderId={orderId} parts={fulfilment.parts} />
        </section>
      )}
      <section aria-labelledby="fulfilment-shipments">
        <h3 id="fulfilment-shipments">{text('progress.shipments')}</h3>
        <ShipmentList
          shipments={fulfilment.shipments}
          busy={confirming.isLoading || held}
          onConfirmDelivery={(id) => void run(() => confirmDelivery(id).unwrap())}
        />
      </section>

      {fulfilment.matchStatus === 'PAYMENT_WAITING' && (
        <Panel title={text('progress.paymentDue')} tone="warning">
          <TextField
            label={text('progress.paymentReference')}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
          />
          <Toolbar>
            <Button
              disabled={!reference.trim() || moving.isLoading}
              onClick={() => void run(() => move({ orderId, action: 'payment', reference: reference.trim() }).unwrap())}
            >
              {text('progress.recordPayment')}
            </Button>
          </Toolbar>
        </Panel>
      )}
      {fulfilment.paidAt !== null && (
        <p>{text('progress.paid', { date: formatDate(fulfilment.paidAt), reference: fulfilment.paymentReference ?? '' })}</p>
      )}
    </>
  );
}
