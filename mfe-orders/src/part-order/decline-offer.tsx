/**
 * Declining to quote, or declining an award, with the reason the customer reads: offered while
 * the offer's graph allows either move, and asked once more before it is sent.
 */
import { useState } from 'react';
import { MATCH_TRANSITIONS, nextStates, type OrderMatch } from 'shared/contracts';
import { Button, Section, Textarea, Toolbar, useConfirm } from 'shared/ui';
import { useText } from '../texts';
import type { FacilityActions } from './facility-actions';

export function DeclineOffer({ match, actions }: { match: OrderMatch; actions: FacilityActions }) {
  const text = useText();
  const [confirm, confirmDialog] = useConfirm();
  const [reason, setReason] = useState('');
  const moves = nextStates(MATCH_TRANSITIONS, match.status, 'FACILITY');
  const action = moves.includes('SP_RFQ_REJECTED') ? 'decline' : moves.includes('SP_BID_REJECTED') ? 'decline-award' : null;
  if (!action) return null;
  const label = action === 'decline' ? text('partOrder.decline') : text('partOrder.declineAward');
  const decline = async () => {
    const ok = await confirm({
      title: action === 'decline' ? text('partOrder.declineTitle') : text('partOrder.declineAwardTitle'),
      text: reason,
      confirmText: text('partOrder.declineConfirm'),
      danger: true,
    });
    if (ok) await actions.act({ action, reason });
  };
  return (
    <Section title={label}>
      <Textarea label={text('partOrder.reason')} rows={2} value={reason} onChange={(event) => setReason(event.target.value)} />
      <Toolbar>
        <Button variant="danger" disabled={!reason.trim() || actions.busy} onClick={() => void decline()}>
          {label}
        </Button>
      </Toolbar>
      {confirmDialog}
    </Section>
  );
}
