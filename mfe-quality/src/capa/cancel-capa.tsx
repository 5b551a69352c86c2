/** Cancelling a CAPA that is open or in its actions, with the reason, asked once more before it is sent. */
import { CancelWithReason } from '../cancel-with-reason';
import { qualityApi, type Capa } from '../api';
import { useText } from '../texts';

export function CancelCapa({ capa }: { capa: Capa }) {
  const text = useText();
  const [cancel, cancelling] = qualityApi.useCancelCapaMutation();
  return (
    <CancelWithReason
      number={capa.number}
      busy={cancelling.isLoading}
      cancel={(reason) => cancel({ id: capa.id, reason }).unwrap()}
      // The confirmation's button says what the form's does.
      text={(key, values) => text(key === 'confirm' ? 'cancelCapa.submit' : `cancelCapa.${key}`, values)}
    />
  );
}
