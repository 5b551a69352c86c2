/**
 * Ending an NCR, as its graph allows: closing it (a part NCR once dispositioned, a process NCR
 * once the part NCRs it caused have ended), or cancelling one raised in error, with the reason,
 * asked once more before it is sent. The server's refusal shows beside the button.
 */
import { useState } from 'react';
import { useServerCall } from 'shared/api';
import { Button, FormFailure, Muted, Section, Textarea, Toolbar, useConfirm, useToast } from 'shared/ui';
import { qualityApi, type Ncr } from '../api';
import { useText } from '../texts';

export function CloseNcr({ ncr }: { ncr: Ncr }) {
  const text = useText();
  const toast = useToast();
  const [close, closing] = qualityApi.useCloseNcrMutation();
  const { failure, run } = useServerCall();
  const closeIt = () =>
    run(async () => {
      await close({ id: ncr.id }).unwrap();
      toast.success(text('close.done', { number: ncr.number }));
    });
  return (
    <Section title={text('close.title')}>
      <Muted>{text(ncr.kind === 'PART' ? 'close.hintPart' : 'close.hintProcess')}</Muted>
      <FormFailure message={failure} />
      <Toolbar>
        <Button disabled={closing.isLoading} onClick={() => void closeIt()}>
          {text('close.submit')}
        </Button>
      </Toolbar>
    </Section>
  );
}

export function CancelNcr({ ncr }: { ncr: Ncr }) {
  const text = useText();
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const [cancel, cancelling] = qualityApi.useCancelNcrMutation();
  const { failure, run } = useServerCall();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = tried && !reason.trim();
  const cancelIt = async () => {
    setTried(true);
    if (!reason.trim()) return;
    const sure = await confirm({
      title: text('cancel.confirmTitle', { number: ncr.number }),
      text: reason.trim(),
      confirmText: text('cancel.confirm'),
      cancelText: text('cancel.keep'),
      danger: true,
    });
    if (!sure) return;
    await run(async () => {
      await cancel({ id: ncr.id, reason: reason.trim() }).unwrap();
      toast.success(text('cancel.done', { number: ncr.number }));
    });
  };
  return (
    <Section title={text('cancel.title')}>
      <Muted>{text('cancel.hint')}</Muted>
      <FormFailure message={failure} />
      <Textarea
        label={text('cancel.reason')}
        rows={2}
        value={reason}
        error={missing ? text('cancel.reasonRequired') : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      <Toolbar>
        <Button variant="danger" disabled={cancelling.isLoading} onClick={() => void cancelIt()}>
          {text('cancel.submit')}
        </Button>
      </Toolbar>
      {confirmDialog}
    </Section>
  );
}
