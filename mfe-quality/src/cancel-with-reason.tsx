/**
 * Cancelling a quality record raised in error or no longer needed: the reason is needed, and asked
 * once more in a confirmation before it is sent; the server's refusal shows beside the button.
 * The caller words it for its record (an NCR, a CAPA) and sends it.
 */
import { useState } from 'react';
import { useServerCall } from 'shared/api';
import { Button, FormFailure, Muted, Section, Textarea, Toolbar, useConfirm, useToast } from 'shared/ui';

/** The texts the caller words; `confirmTitle` and `done` get the record's {number}. */
type CancelText = 'title' | 'hint' | 'reason' | 'reasonRequired' | 'submit' | 'confirmTitle' | 'confirm' | 'keep' | 'done';

export interface CancelWithReasonProps {
  number: string;
  busy: boolean;
  cancel: (reason: string) => Promise<unknown>;
  text: (key: CancelText, values?: { number: string }) => string;
}

export function CancelWithReason({ number, busy, cancel, text }: CancelWithReasonProps) {
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const { failure, run } = useServerCall();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = tried && !reason.trim();
  const cancelIt = async () => {
    setTried(true);
    if (!reason.trim()) return;
    const sure = await confirm({
      title: text('confirmTitle', { number }),
      text: reason.trim(),
      confirmText: text('confirm'),
      cancelText: text('keep'),
      danger: true,
    });
    if (!sure) return;
    await run(async () => {
      await cancel(reason.trim());
      toast.success(text('done', { number }));
    });
  };
  return (
    <Section title={text('title')}>
      <Muted>{text('hint')}</Muted>
      <FormFailure message={failure} />
      <Textarea
        label={text('reason')}
        rows={2}
        value={reason}
        error={missing ? text('reasonRequired') : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      <Toolbar>
        <Button variant="danger" disabled={busy} onClick={() => void cancelIt()}>
          {text('submit')}
        </Button>
      </Toolbar>
      {confirmDialog}
    </Section>
  );
}
