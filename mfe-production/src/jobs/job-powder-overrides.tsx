/**
 * The signed overrides kept on a job: the batch each let the job start on, who signed it, with
 * what meaning and when, why, and the rules the batch broke; marked once the record no longer
 * holds what was signed.
 */
import { useId } from 'react';
import { useTexts } from 'shared/i18n';
import { meaningTextId, QUALITY_TEXTS } from 'shared/orders';
import { Fact, Facts, PlainList, StatusBadge, WarningIcon } from 'shared/ui';
import { useText } from '../texts';
import type { JobPowder } from './api';
import { BatchLink, RuleList } from './powder-rules';
import { usePowderFormat } from './use-powder-format';

type Override = JobPowder['overrides'][number];

export function KeptOverrides({ overrides }: { overrides: Override[] }) {
  const text = useText();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{text('jobPowder.overrides')}</h3>
      <PlainList $gap={4}>
        {overrides.map((override) => (
          <li key={`${override.batch.id}-${override.at}`}>
            <KeptOverride override={override} />
          </li>
        ))}
      </PlainList>
    </section>
  );
}

function KeptOverride({ override }: { override: Override }) {
  const text = useText();
  const format = usePowderFormat();
  return (
    <Facts>
      <Fact label={text('jobPowder.overrideBatch')}>
        <BatchLink batch={override.batch} />
      </Fact>
      <Fact label={text('jobPowder.overrideSignature')}>
        <Signed override={override} />
      </Fact>
      <Fact label={text('jobPowder.overrideWhen')}>
        <time dateTime={override.at}>{format.moment(override.at)}</time>
      </Fact>
      <Fact label={text('jobPowder.overrideReason')}>{override.reason}</Fact>
      <Fact label={text('jobPowder.overrideRules')}>
        <RuleList rules={override.rules} />
      </Fact>
    </Facts>
  );
}

function Signed({ override }: { override: Override }) {
  const text = useText();
  const quality = useTexts(QUALITY_TEXTS);
  const { signature } = override;
  if (!signature) return <>{text('jobPowder.unsigned')}</>;
  const meaningId = meaningTextId(signature.meaning);
  return (
    <>
      {text('jobPowder.signedBy', {
        name: signature.signerName,
        meaning: meaningId ? quality(meaningId) : signature.meaning,
      })}{' '}
      {signature.valid ? (
        <StatusBadge tone="success">{text('jobPowder.signatureValid')}</StatusBadge>
      ) : (
        <StatusBadge tone="danger">
          <WarningIcon size="1em" aria-hidden /> {text('jobPowder.signatureInvalid')}
        </StatusBadge>
      )}
    </>
  );
}
