/**
 * What a CAPA's graph lets the facility do now: start its actions (once the root cause is
 * recorded and an action planned), verify them (once every action is done: when and against what
 * their effect is checked), record the check's result (an ineffective one sends the CAPA back to
 * its actions), close it signed, or cancel it. A condition that does not hold is the server's
 * refusal, shown at the move.
 */
import type { CapaStatus } from 'shared/contracts';
import { useServerCall } from 'shared/api';
import { Button, FormFailure, Muted, Section, Toolbar, useToast } from 'shared/ui';
import { qualityApi, type Capa } from '../api';
import { useText } from '../texts';
import { CancelCapa } from './cancel-capa';
import { CheckForms } from './check-forms';
import { CloseCapa } from './close-capa';

export function CapaMoves({ capa, moves }: { capa: Capa; moves: CapaStatus[] }) {
  return (
    <>
      {capa.status === 'OPEN' && moves.includes('ACTIONS') && <StartActions capa={capa} />}
      <CheckForms capa={capa} moves={moves} />
      {moves.includes('CLOSED') && <CloseCapa capa={capa} />}
      {moves.includes('CANCELLED') && <CancelCapa capa={capa} />}
    </>
  );
}

function StartActions({ capa }: { capa: Capa }) {
  const text = useText();
  const toast = useToast();
  const [start, starting] = qualityApi.useStartCapaActionsMutation();
  const { failure, run } = useServerCall();
  const startThem = () =>
    run(async () => {
      await start({ id: capa.id }).unwrap();
      toast.success(text('start.done', { number: capa.number }));
    });
  return (
    <Section title={text('start.title')}>
      <Muted>{text('start.hint')}</Muted>
      <FormFailure message={failure} />
      <Toolbar>
        <Button disabled={starting.isLoading} onClick={() => void startThem()}>
          {text('start.submit')}
        </Button>
      </Toolbar>
    </Section>
  );
}
