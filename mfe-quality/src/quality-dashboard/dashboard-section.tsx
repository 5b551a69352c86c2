/**
 * The quality dashboard (GET /api/v1/quality/dashboard) over a span the reader picks — the last
 * 30, 90 (at first), 180 or 365 days, or days chosen by hand: the open NCRs by age, the defect
 * codes' Pareto, the NCRs by machine, material and customer, the CAPAs due and the defects that
 * keep coming back — those the facility shows, in its order (its quality settings choose them).
 * Each chart has its table and export.
 */
import { Fragment, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { QualityDashboardWidget } from 'shared/contracts';
import { Columns, DateInput, Loaded, Muted, Section, SelectField, space, Toolbar } from 'shared/ui';
import { qualityApi, type QualityDashboard } from '../api';
import { useText } from '../texts';
import type { Figures } from './api';
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

/** The widgets the facility shows, in its order (the answer holds the figures of these only). */
function DashboardFigures({ data }: { data: QualityDashboard }) {
  const text = useText();
  const widgets: { [Widget in QualityDashboardWidget]: (figures: Figures<Widget>) => ReactNode } = {
    trends: (trends) => <TrendProposals trends={trends} />,
    capasDue: (capas) => <CapasDue capas={capas} />,
    openByAge: (openByAge) => <OpenByAgeFigure openByAge={openByAge} />,
    pareto: (pareto) => <ParetoFigure pareto={pareto} />,
    byMachine: (rows) => (
      <CountedFigure
        title={text('dashboard.byMachine')}
        nameTitle={text('dashboard.column.machine')}
        rows={rows}
        exportName="ncrs-by-machine"
      />
    ),
    byMaterial: (rows) => (
      <CountedFigure
        title={text('dashboard.byMaterial')}
        nameTitle={text('dashboard.column.material')}
        rows={rows}
        exportName="ncrs-by-material"
      />
    ),
    byCustomer: (rows) => (
      <CountedFigure
        title={text('dashboard.byCustomer')}
        nameTitle={text('dashboard.column.customer')}
        rows={rows}
        exportName="ncrs-by-customer"
      />
    ),
  };
  const drawn = <Widget extends QualityDashboardWidget>(widget: Widget) => {
    const figures = data[widget];
    return figures === undefined ? null : widgets[widget](figures);
  };
  if (data.widgets.length === 0) return <Muted role="status">{text('dashboard.noWidgets')}</Muted>;
  return (
    <Columns>
      {data.widgets.map((widget) => (
        <Fragment key={widget}>{drawn(widget)}</Fragment>
      ))}
    </Columns>
  );
}

/** The span's controls, then the figures, a little apart. */
const Stack = styled.div`
  display: grid;
  gap: ${space(4)};
`;
