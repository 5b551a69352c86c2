/** The signatures of a CAPA's closure, each with its signer, meaning and moment, and whether the record still holds what was signed. */
import { useId } from 'react';
import type { components } from 'shared/contracts';
import { PlainList, Section } from 'shared/ui';
import { SignatureLine } from '../signature-line';
import { useText } from '../texts';

type Signature = components['schemas']['Signature'];

export function CapaSignatures({ signatures }: { signatures: Signature[] }) {
  const text = useText();
  const headingId = useId();
  return (
    <Section title={text('capaSignatures.title')} headingId={headingId}>
      {signatures.length === 0 ? (
        <p>{text('capaSignatures.none')}</p>
      ) : (
        <PlainList aria-labelledby={headingId}>
          {signatures.map((signature) => (
            <SignatureLine key={signature.id} signature={signature} />
          ))}
        </PlainList>
      )}
    </Section>
  );
}
