/**
 * Analytics (/service-provider/analytics, with the facility's ANALYTICS flag): a plant manager's
 * morning page. The span (this month at first, in the reader's time zone) and the work counted
 * (a machine, material, process or customer, or all), then seven figures, each a card with its
 * chart, its numbers as a table and their export: utilisation, OEE, on-time delivery, quotes,
 * lead time from award to shipment, scrap with its causes, and material consumed.
 */
import styled from 'styled-components';
import { Columns, Page, PageHeader, space, Toolbar } from 'shared/ui';
import { useText } from '../texts';
import { AnalyticsFilterFields } from './analytics-filters';
import type { AnalyticsArgs } from './api';
import { OeeFigure, UtilisationFigure } from './machine-figures';
import { LeadTimeFigure, OnTimeFigure, QuotesFigure } from './order-figures';
import { MaterialFigure, ScrapFigure } from './production-figures';
import { RangeControls, RangeShown } from './range-controls';
import { useAnalyticsScope } from './use-analytics-scope';

export default function AnalyticsPage() {
  const text = useText();
  const { now, timeZone, choice, setChoice, filters, setFilters, args } = useAnalyticsScope();
  return (
    <Page>
      <PageHeader>
        <h1>{text('analytics.title')}</h1>
      </PageHeader>
      <Controls aria-label={text('analytics.filters')}>
        <Toolbar>
          <RangeControls now={now} timeZone={timeZone} choice={choice} onChange={setChoice} />
        </Toolbar>
        <RangeShown now={now} timeZone={timeZone} choice={choice} />
        <Toolbar>
          <AnalyticsFilterFields value={filters} onChange={setFilters} />
        </Toolbar>
      </Controls>
      {args && <Figures args={args} />}
    </Page>
  );
}

/** The figures side by side where the page is wide, stacked on a phone. */
function Figures({ args }: { args: AnalyticsArgs }) {
  return (
    <Grid>
      <UtilisationFigure args={args} />
      <OeeFigure args={args} />
      <OnTimeFigure args={args} />
      <QuotesFigure args={args} />
      <LeadTimeFigure args={args} />
      <ScrapFigure args={args} />
      <MaterialFigure args={args} />
    </Grid>
  );
}

const Controls = styled.section`
  display: grid;
  gap: ${space(3)};
`;

/** Cards at least 480 px wide where that fits, else the whole width (a phone). */
const Grid = styled(Columns)`
  grid-template-columns: repeat(auto-fit, minmax(min(480px, 100%), 1fr));
  gap: ${space(4)};
  & > * {
    min-width: 0;
  }
`;
