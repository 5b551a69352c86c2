/**
 * An NCR's facts: where it stands, what it is about (a part NCR's order, part and pieces, a
 * process NCR's cause and span), the job, machine and material, who has it, and when it was
 * raised and ended; the facility's meaning of its severity and defect code beside them. A fact
 * the NCR does not have is left out.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useTexts } from 'shared/i18n';
import { NCR_SEVERITY_TONES, NCR_STATUS_TONES, QUALITY_TEXTS } from 'shared/orders';
import { Fact, Facts, formatDate, Muted, StatusBadge } from 'shared/ui';
import type { Ncr, QualitySettings } from '../api';
import { ncrPath, orderPath } from '../paths';
import { useText } from '../texts';

/** A fact, when the NCR has it. */
function Known({ label, value }: { label: string; value: ReactNode }) {
  if (value === null || value === undefined || value === '' || value === false) return null;
  return <Fact label={label}>{value}</Fact>;
}

export function NcrFacts({ ncr, settings }: { ncr: Ncr; settings?: QualitySettings }) {
  const text = useText();
  const quality = useTexts(QUALITY_TEXTS);
  const intl = useIntl();
  const defect = settings?.defectCodes.find((code) => code.code === ncr.defectCode);
  const part = ncr.kind === 'PART';
  const when = (at: number | null) => (at === null ? null : formatDate(at, true));
  return (
    <Facts aria-label={text('ncr.facts')}>
      <Fact label={text('ncr.fact.status')}>
        <StatusBadge tone={NCR_STATUS_TONES[ncr.status]}>{quality(`quality.status.${ncr.status}`)}</StatusBadge>
      </Fact>
      <Fact label={text('ncr.fact.kind')}>{quality(`quality.kind.${ncr.kind}`)}</Fact>
      <Fact label={text('ncr.fact.severity')}>
        <StatusBadge tone={NCR_SEVERITY_TONES[ncr.severity]}>{quality(`quality.severity.${ncr.severity}`)}</StatusBadge>
        {settings && <Muted>{settings.severityMeanings[ncr.severity]}</Muted>}
      </Fact>
      <Fact label={text('ncr.fact.defect')}>
        {defect ? text('ncr.defectMeaning', { code: defect.code, meaning: defect.description }) : ncr.defectCode}
      </Fact>
      {part && (
        <>
          <Known
            label={text('ncr.fact.order')}
            value={
              ncr.order && (
                <Link to={orderPath(ncr.order.id)}>{text('ncr.orderLink', { id: ncr.order.id, title: ncr.order.title })}</Link>
              )
            }
          />
          <Known label={text('ncr.fact.customer')} value={ncr.order?.customerName} />
          <Known label={text('ncr.fact.part')} value={ncr.part?.fileName} />
          <Known label={text('ncr.fact.quantity')} value={ncr.quantity !== null && intl.formatNumber(ncr.quantity)} />
          <Known label={text('ncr.fact.undecided')} value={ncr.undecided > 0 && intl.formatNumber(ncr.undecided)} />
          <Known label={text('ncr.fact.foundAt')} value={ncr.foundAt && quality(`quality.foundAt.${ncr.foundAt}`)} />
          <Known
            label={text('ncr.fact.processNcr')}
            value={ncr.processNcr && <Link to={ncrPath(ncr.processNcr.id)}>{ncr.processNcr.number}</Link>}
          />
        </>
      )}
      {!part && (
        <>
          <Known label={text('ncr.fact.cause')} value={ncr.cause && quality(`quality.cause.${ncr.cause}`)} />
          <Known label={text('ncr.fact.started')} value={when(ncr.startedAt)} />
          <Known label={text('ncr.fact.ended')} value={when(ncr.endedAt)} />
        </>
      )}
      <Known
        label={text('ncr.fact.job')}
        value={ncr.job && <Link to={`/service-provider/schedules/${ncr.job.id}`}>{ncr.job.name}</Link>}
      />
      <Known label={text('ncr.fact.machine')} value={ncr.machine?.name} />
      <Known label={text('ncr.fact.material')} value={ncr.material?.name} />
      <Fact label={text('ncr.fact.assignee')}>{ncr.assignee?.name ?? text('ncr.nobody')}</Fact>
      <Fact label={text('ncr.fact.created')}>{formatDate(ncr.createdAt, true)}</Fact>
      <Known label={text('ncr.fact.closed')} value={when(ncr.closedAt)} />
      <Known label={text('ncr.fact.statusReason')} value={ncr.statusReason} />
    </Facts>
  );
}
