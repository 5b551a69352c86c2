/**
 * The dashboard's lists of what to act on: the CAPAs whose check or an action is due within two
 * weeks or overdue, soonest first, each linking to its record; and the defect codes that came back
 * often enough to propose a CAPA, each opening one ("<code> keeps coming back") or naming the CAPA
 * already open on it.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { CAPA_STATUSES, type CapaStatus } from 'shared/contracts';
import { Button, Card, formatDate, FormFailure, Muted, PlainList, StatusBadge } from 'shared/ui';
import { useOpenCapa } from '../capa/use-open-capa';
import { capaPath } from '../paths';
import { useText } from '../texts';
import type { Figures } from './api';

export function CapasDue({ capas }: { capas: Figures<'capasDue'> }) {
  const text = useText();
  const headingId = useId();
  const now = Date.now();
  const status = (code: string) =>
    CAPA_STATUSES.includes(code as CapaStatus) ? text(`capas.status.${code as CapaStatus}`) : code;
  return (
    <Card aria-labelledby={headingId}>
      <h3 id={headingId}>{text('dashboard.capasDue')}</h3>
      <Muted>{text('dashboard.capasDueHint')}</Muted>
      {capas.length === 0 ? (
        <p>{text('dashboard.noCapasDue')}</p>
      ) : (
        <PlainList aria-labelledby={headingId}>
          {capas.map((capa) => (
            <li key={capa.id}>
              <Link to={capaPath(capa.id)}>{text('dashboard.capaLink', { number: capa.number, title: capa.title })}</Link>
              <Muted>
                {text('dashboard.capaDue', { status: status(capa.status), date: formatDate(capa.dueAt) })}{' '}
                {capa.dueAt < now && <StatusBadge tone="danger">{text('dashboard.overdue')}</StatusBadge>}
              </Muted>
            </li>
          ))}
        </PlainList>
      )}
    </Card>
  );
}

export function TrendProposals({ trends }: { trends: Figures<'trends'> }) {
  const text = useText();
  const intl = useIntl();
  const headingId = useId();
  const { open, busy, failure } = useOpenCapa();
  return (
    <Card aria-labelledby={headingId}>
      <h3 id={headingId}>{text('dashboard.trends')}</h3>
      <Muted>{text('dashboard.trendsHint')}</Muted>
      <FormFailure message={failure} />
      {trends.length === 0 ? (
        <p>{text('dashboard.noTrends')}</p>
      ) : (
        <PlainList aria-labelledby={headingId} $gap={3}>
          {trends.map((trend) => (
            <li key={trend.defectCode}>
              <p>
                {text('dashboard.trend', {
                  code: trend.defectCode,
                  count: intl.formatNumber(trend.count),
                  days: intl.formatNumber(trend.windowDays),
                })}
              </p>
              {trend.openCapa ? (
                <Muted>{text('dashboard.openCapa', { number: trend.openCapa })}</Muted>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={busy}
                  aria-label={text('dashboard.openCapaOn', { code: trend.defectCode })}
                  onClick={() =>
                    void open({
                      type: 'CORRECTIVE',
                      title: text('dashboard.trendTitle', { code: trend.defectCode }),
                      defectCode: trend.defectCode,
                    })
                  }
                >
                  {text('dashboard.raiseCapa')}
                </Button>
              )}
            </li>
          ))}
        </PlainList>
      )}
    </Card>
  );
}
