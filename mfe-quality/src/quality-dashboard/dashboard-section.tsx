/**
 * The quality dashboard (GET /api/v1/quality/dashboard) over a span the reader picks — the last
 * 30, 90 (at first), 180 or 365 days, or days chosen by hand: the open NCRs by age, the defect
 * codes' Pareto, the NCRs by machine, material and customer, the CAPAs due and the defects that
 * keep coming back. Each chart has its table and export.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Columns, DateInput, Loaded, Muted, Section, SelectField, space, Toolbar } from 'shared/ui';
import { qualityApi, type QualityDashboard } from '../api';
import { useText } from '../texts';
import { CapasDue, TrendProposals } from './capa-lists';
import { CountedFigure, OpenByAgeFigure } from './count-figures';
import { DEFAULT_DAYS, PRESET_DAYS, spanOf, type SpanChoice } from './dashboard-span';
import { ParetoFigure } from './pareto-figure';

const BY_HAND = 'custom';

export function DashboardSection() {
  const text = useText();
  const intl = useIntl();
  // The day the page opened: the spans end now, and keep asking the same span while it stays open.
  const [today] = useState(() => Date.now());
  const [choice, setChoice] = useState<SpanChoice>({ days: DEFAULT_DAYS });
  const span = spanOf(choice, today);
  const dashboard = qualityApi.useQualityDashboardQuery(span ?? {}, { skip: span === null });
  const choose = (value: string) => setChoice(value === BY_HAND ? { from: null, to: null } : { days: Number(value) });
  return (
    <Section title={text('dashboard.title')}>
      <Stack>
        <Toolbar>
          <SelectField
            label={text('dashboard.span')}
            value={'days' in choice ? choice.days : BY_HAND}
            options={[
              ...PRESET_DAYS.map((days) => ({
                value: days,
                label: text('dashboard.lastDays', { days: intl.formatNumber(days) }),
              })),
              { value: BY_HAND, label: text('dashboard.byHand') },
            ]}
            onChange={choose}
          />
          {!('days' in choice) && (
            <>
              <DateInput
                label={text('dashboard.from')}
                value={choice.from}
                max={today}
                onChange={(from) => setChoice({ ...choice, from })}
              />
              <DateInput
                label={text('dashboard.to')}
                value={choice.to}
                max={today}
                onChange={(to) => setChoice({ ...choice, to })}
              />
            </>
          )}
        </Toolbar>
        {span === null ? (
          <Muted role="status">{text('dashboard.pickDays')}</Muted>
        ) : (
          <Loaded query={dashboard} failedTitle={text('dashboard.fetchFailed')}>
            {(data) => <DashboardFigures data={data} />}
          </Loaded>
        )}
      </Stack>
    </Section>
  );
}

function DashboardFigures({ data }: { data: QualityDashboard }) {
  const text = useText();
  return (
    <Columns>
      <TrendProposals trends={data.trends} />
      <CapasDue capas={data.capasDue} />
      <OpenByAgeFigure openByAge={data.openByAge} />
      <ParetoFigure pareto={data.pareto} />
      <CountedFigure
        title={text('dashboard.byMachine')}
        nameTitle={text('dashboard.column.machine')}
        rows={data.byMachine}
        exportName="ncrs-by-machine"
      />
      <CountedFigure
        title={text('dashboard.byMaterial')}
        nameTitle={text('dashboard.column.material')}
        rows={data.byMaterial}
        exportName="ncrs-by-material"
      />
      <CountedFigure
        title={text('dashboard.byCustomer')}
        nameTitle={text('dashboard.column.customer')}
        rows={data.byCustomer}
        exportName="ncrs-by-customer"
      />
    </Columns>
  );
}

/** The span's controls, then the figures, a little apart. */
const Stack = styled.div`
  display: grid;
  gap: ${space(4)};
`;
