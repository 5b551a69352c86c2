/**
 * Rejecting a lot in quarantine or released: it may never be used again. 'Reject…' opens a dialog
 * that asks why, says what rejecting means, and rejects only on its own button: the question
 * before a change that cannot be undone. The server's refusal shows in the dialog.
 */
import { useState, type FormEvent } from 'react';
import { usePopoverCall } from 'shared/api';
import { Button, FormFailure, Muted, Popover, space, Textarea, Toolbar, useToast } from 'shared/ui';
import styled from 'styled-components';
import { productionApi } from '../api';
import { useText } from '../texts';
import type { Lot } from './api';

export function RejectLot({ lot }: { lot: Lot }) {
  const text = useText();
  const toast = useToast();
  const [reject, rejecting] = productionApi.useRejectLotMutation();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const { failure, run, open, openOrClose } = usePopoverCall(() => {
    setReason('');
    setTried(false);
  });
  const title = text('lots.rejectTitle', { number: lot.number });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!reason.trim() || rejecting.isLoading) return;
    const done = await run(() => reject({ id: lot.id, reason: reason.trim() }).unwrap());
    if (!done) return;
    openOrClose(false);
    toast.success(text('lots.rejected', { number: lot.number }));
  };

  return (
    <Popover
      label={title}
      open={open}
      onOpenChange={openOrClose}
      align="end"
      trigger={<Button variant="danger">{text('lots.reject')}</Button>}
    >
      <Question noValidate aria-label={title} onSubmit={(event) => void submit(event)}>
        <strong>{title}</strong>
        <Muted>{text('lots.rejectHint')}</Muted>
        <FormFailure message={failure} />
        <Textarea
          label={text('lots.rejectReason')}
          rows={3}
          maxLength={2000}
          value={reason}
          error={tried && !reason.trim() ? text('lots.rejectReasonRequired') : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        <Toolbar>
          <Button variant="secondary" onClick={() => openOrClose(false)}>
            {text('lots.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={rejecting.isLoading}>
            {text('lots.rejectSubmit')}
          </Button>
        </Toolbar>
      </Question>
    </Popover>
  );
}

const Question = styled.form`
  display: grid;
  gap: ${space(3)};
  width: min(28rem, calc(100vw - ${space(8)}));
`;
