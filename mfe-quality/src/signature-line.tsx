/**
 * One electronic signature of a quality record — the board's decision on an NCR, a CAPA's
 * closure — with its signer, meaning, moment and how the signer proved who they were, marked when
 * the record no longer holds what was signed.
 */
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { components } from 'shared/contracts';
import { useTexts } from 'shared/i18n';
import { meaningTextId, QUALITY_TEXTS } from 'shared/orders';
import { Muted, space, StatusBadge, WarningIcon } from 'shared/ui';
import { useText } from './texts';

type Signature = components['schemas']['Signature'];

export function SignatureLine({ signature }: { signature: Signature }) {
  const text = useText();
  const quality = useTexts(QUALITY_TEXTS);
  const intl = useIntl();
  const meaningId = meaningTextId(signature.meaning);
  // Signed in UTC; read in the reader's language and time zone, the zone named.
  const at = intl.formatDate(signature.signedAt, { dateStyle: 'medium', timeStyle: 'long' });
  return (
    <Signed>
      <span>
        {text('signature.line', {
          name: signature.signerName,
          meaning: meaningId ? quality(meaningId) : signature.meaning,
        })}
        {' · '}
        <time dateTime={signature.signedAt}>{at}</time>
        <Muted as="span"> · {text(`signature.method.${signature.method}`)}</Muted>
      </span>
      {signature.valid ? (
        <StatusBadge tone="success">{text('signature.valid')}</StatusBadge>
      ) : (
        <StatusBadge tone="danger">
          <WarningIcon size="1em" aria-hidden /> {text('signature.invalid')}
        </StatusBadge>
      )}
    </Signed>
  );
}

const Signed = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
`;
