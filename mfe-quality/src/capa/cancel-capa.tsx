/** Cancelling a CAPA that is open or in its actions, with the reason, asked once more before it is sent. */
import { useState } from 'react';
import { useServerCall } from 'shared/api';
import { Button, FormFailure, Muted, Section, Textarea, Toolbar, useConfirm, useToast } from 'shared/ui';
import { qualityApi, type Capa } from '../api';
import { useText } from '../texts';

export function CancelCapa({ capa }: { capa: Capa }) {
  const text = useText();
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const [cancel, cancelling] = qualityApi.useCancelCapaMutation();
  const { failure, run } = useServerCall();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = tried && !reason.trim();
  const cancelIt = async () => {
    setTried(true);
    if (!reason.trim()) return;
    const sure = await confirm({
      title: text('cancelCapa.confirmTitle', { number: capa.number }),
      text: reason.trim(),
      confirmText: text('cancelCapa.submit'),
      cancelText: text('cancelCapa.keep'),
      danger: true,
    });
    if (!sure) return;
    await run(async () => {
      await cancel({ id: capa.id, reason: reason.trim() }).unwrap();
      toast.success(text('cancelCapa.done', { number: capa.number }));
    });
  };
  return (
    <Section title={text('cancelCapa.title')}>
      <Muted>{text('cancelCapa.hint')}</Muted>
      <FormFailure message={failure} />
      <Textarea
        label={text('cancelCapa.reason')}
        rows={2}
        value={reason}
        error={missing ? text('cancelCapa.reasonRequired') : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      <Toolbar>
        <Button variant="danger" disabled={cancelling.isLoading} onClick={() => void cancelIt()}>
          {text('cancelCapa.submit')}
        </Button>
      </Toolbar>
      {confirmDialog}
    </Section>
  );
}
