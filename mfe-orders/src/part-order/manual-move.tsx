/**
 * Moving an awarded order by hand, where the shop works without the platform's jobs, and putting
 * it on hold: only the moves the order's graph gives the facility from where it stands, and the
 * reason asked before a move is sent where the graph wants one.
 */
import { useState } from 'react';
import { fulfilmentApi, type Fulfilment, type ServerCall } from 'shared/api';
import {
  findTransition,
  MANUAL_PROGRESS,
  nextStates,
  ORDER_TRANSITIONS,
  type ManualProgress,
  type RfqStatus,
} from 'shared/contracts';
import { useTexts } from 'shared/i18n';
import { ORDER_STATUS_TEXTS } from 'shared/orders';
import { Button, Muted, SelectField, Textarea, Toolbar } from 'shared/ui';
import { useText } from '../texts';

export interface ManualMoveProps {
  fulfilment: Fulfilment;
  /** Runs a call, keeping the server's refusal to show; true when it went through. */
  run: ServerCall['run'];
}

export function ManualMove({ fulfilment, run }: ManualMoveProps) {
  const text = useText();
  const status = useTexts(ORDER_STATUS_TEXTS);
  const [move, moving] = fulfilmentApi.useActOnOrderMutation();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [target, setTarget] = useState<RfqStatus | ''>('');
  const moves = nextStates(ORDER_TRANSITIONS, fulfilment.status, 'FACILITY');
  const byHand = moves.filter((state) => (MANUAL_PROGRESS as readonly RfqStatus[]).includes(state));
  const holdable = moves.includes('ON_HOLD');
  if (byHand.length === 0 && !holdable) return null;

  const send = async (action: Parameters<typeof move>[0]) => {
    if (await run(() => move(action).unwrap())) {
      setReason('');
      setTarget('');
    }
  };
  const moveTo = () => {
    const needsReason = findTransition(ORDER_TRANSITIONS, fulfilment.status, target as RfqStatus, 'FACILITY')?.reasonRequired;
    if (needsReason && !reason.trim()) return setReasonError(text('progress.reasonRequired'));
    void send({ orderId: fulfilment.orderId, action: 'progress', status: target as ManualProgress, reason: reason.trim() });
  };

  return (
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
            <Button variant="secondary" disabled={!target || moving.isLoading} onClick={moveTo}>
              {text('progress.moveButton')}
            </Button>
          </>
        )}
        {holdable && (
          <Button
            variant="danger"
            disabled={!reason.trim() || moving.isLoading}
            onClick={() => void send({ orderId: fulfilment.orderId, action: 'hold', reason: reason.trim() })}
          >
            {text('progress.hold')}
          </Button>
        )}
      </Toolbar>
    </section>
  );
}
