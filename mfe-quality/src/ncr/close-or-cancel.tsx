/**
 * Ending an NCR, as its graph allows: closing it (a part NCR once dispositioned, a process NCR
 * once the part NCRs it caused have ended), or cancelling one raised in error, with the reason,
 * asked once more before it is sent. The server's refusal shows beside the button.
 */
import { useServerCall } from 'shared/api';
import { Button, FormFailure, Muted, Section, Toolbar, useToast } from 'shared/ui';
import { CancelWithReason } from '../cancel-with-reason';
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
  const [cancel, cancelling] = qualityApi.useCancelNcrMutation();
  return (
    <CancelWithReason
      number={ncr.number}
      busy={cancelling.isLoading}
      cancel={(reason) => cancel({ id: ncr.id, reason }).unwrap()}
      text={(key, values) => text(`cancel.${key}`, values)}
    />
  );
}
