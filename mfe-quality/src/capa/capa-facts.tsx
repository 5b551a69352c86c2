/**
 * A CAPA's facts: where it stands, its type, owner and defect code (with the facility's meaning),
 * the NCRs it answers, when it was raised, its effectiveness check once it is set, and when and
 * why it ended. A fact the CAPA does not have is left out.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTexts } from 'shared/i18n';
import { QUALITY_TEXTS } from 'shared/orders';
import { Fact, Facts, formatDate, PlainList, StatusBadge } from 'shared/ui';
import type { Capa, QualitySettings } from '../api';
import { CAPA_STATUS_TONES } from '../capa-tones';
import { ncrPath } from '../paths';
import { useText } from '../texts';

/** A fact, when the CAPA has it. */
function Known({ label, value }: { label: string; value: ReactNode }) {
  if (value === null || value === undefined || value === '' || value === false) return null;
  return <Fact label={label}>{value}</Fact>;
}

export function CapaFacts({ capa, settings }: { capa: Capa; settings?: QualitySettings }) {
  const text = useText();
  const quality = useTexts(QUALITY_TEXTS);
  const defect = settings?.defectCodes.find((code) => code.code === capa.defectCode);
  const { check } = capa;
  return (
    <Facts aria-label={text('capa.facts')}>
      <Fact label={text('capa.fact.status')}>
        <StatusBadge tone={CAPA_STATUS_TONES[capa.status]}>{text(`capas.status.${capa.status}`)}</StatusBadge>
      </Fact>
      <Fact label={text('capa.fact.type')}>{text(`capas.type.${capa.type}`)}</Fact>
      <Fact label={text('capa.fact.owner')}>{capa.owner?.name ?? text('capa.nobody')}</Fact>
      <Fact label={text('capa.fact.defect')}>
        {defect
          ? text('ncr.defectMeaning', { code: defect.code, meaning: defect.description })
          : (capa.defectCode ?? text('capa.noDefect'))}
      </Fact>
      <Fact label={text('capa.fact.ncrs')}>
        {capa.ncrs.length === 0 ? (
          text('capa.noNcrs')
        ) : (
          <PlainList $gap={1}>
            {capa.ncrs.map((ncr) => (
              <li key={ncr.id}>
                <Link to={ncrPath(ncr.id)}>{ncr.number}</Link> · {quality(`quality.status.${ncr.status}`)}
              </li>
            ))}
          </PlainList>
        )}
      </Fact>
      <Fact label={text('capa.fact.created')}>{formatDate(capa.createdAt, true)}</Fact>
      <Known label={text('capa.fact.checkDue')} value={check.due !== null && formatDate(check.due)} />
      <Known label={text('capa.fact.criterion')} value={check.criterion} />
      <Known label={text('capa.fact.result')} value={check.result && text(`capa.result.${check.result}`)} />
      <Known label={text('capa.fact.checkNote')} value={check.note} />
      <Known label={text('capa.fact.closed')} value={capa.closedAt !== null && formatDate(capa.closedAt, true)} />
      <Known label={text('capa.fact.reason')} value={capa.statusReason} />
    </Facts>
  );
}
