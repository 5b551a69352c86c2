/** An NCR's description and the facility's internal notes, which the customer never reads. */
import { Muted, Section } from 'shared/ui';
import type { Ncr } from '../api';
import { useText } from '../texts';
import { Written } from '../written';

export function NcrTexts({ ncr }: { ncr: Ncr }) {
  const text = useText();
  return (
    <Section title={text('ncr.description')}>
      <Written>{ncr.description || text('ncr.noDescription')}</Written>
      <h3>{text('ncr.internalNotes')}</h3>
      <Muted>{text('ncr.internalNotesHint')}</Muted>
      <Written>{ncr.internalNotes || text('ncr.noInternalNotes')}</Written>
    </Section>
  );
}
