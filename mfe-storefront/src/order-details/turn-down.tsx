/**
 * Turning a signed NDA or a quote down: the button opens a box for the reason (optional; the
 * facility reads it), sent with a second click or put away with Cancel.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Button, space, Textarea, Toolbar } from 'shared/ui';
import { useText } from '../texts';

export interface TurnDownProps {
  facility: string;
  label: string;
  accessibleLabel?: string;
  busy: boolean;
  onConfirm: (reason: string | undefined) => Promise<unknown>;
}

export function TurnDown({ facility, label, accessibleLabel, busy, onConfirm }: TurnDownProps) {
  const text = useText();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (!open)
    return (
      <Button variant="secondary" disabled={busy} onClick={() => setOpen(true)} aria-label={accessibleLabel}>
        {label}
      </Button>
    );
  return (
    <ReasonBox>
      <Textarea
        label={text('orderDetails.reason', { facility })}
        rows={2}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <Toolbar>
        <Button variant="danger" disabled={busy} onClick={() => void onConfirm(reason.trim() || undefined)}>
          {accessibleLabel ?? label}
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          {text('orderDetails.cancel')}
        </Button>
      </Toolbar>
    </ReasonBox>
  );
}

const ReasonBox = styled.div`
  flex: 1 1 100%;
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
`;
