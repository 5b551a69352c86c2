/**
 * A CAPA's root cause: the recorded one in its method's form, which may be changed while the CAPA
 * has not ended, or the form that records it.
 */
import { useState } from 'react';
import { Button, Section, Toolbar } from 'shared/ui';
import type { Capa } from '../../api';
import { useText } from '../../texts';
import { RootCauseForm } from './root-cause-form';
import { RootCauseView } from './root-cause-view';

export function RootCauseSection({ capa, open }: { capa: Capa; open: boolean }) {
  const text = useText();
  const [changing, setChanging] = useState(false);
  const { rootCause } = capa;
  return (
    <Section title={text('rootCause.title')}>
      {rootCause && !changing && <RootCauseView rootCause={rootCause} />}
      {rootCause && !changing && open && (
        <Toolbar>
          <Button variant="secondary" onClick={() => setChanging(true)}>
            {text('rootCause.change')}
          </Button>
        </Toolbar>
      )}
      {!rootCause && !open && <p>{text('rootCause.none')}</p>}
      {open && (!rootCause || changing) && (
        <RootCauseForm
          capa={capa}
          onSaved={() => setChanging(false)}
          onCancel={rootCause ? () => setChanging(false) : undefined}
        />
      )}
    </Section>
  );
}
