/**
 * The orders' figures, per period of the span: shipments on time, quotes won and lost with how
 * soon they were sent, and the days from an order's award to its shipment.
 */
import type { AnalyticsLeadTime, AnalyticsOnTime, AnalyticsQuotes } from 'shared/contracts';
import { SeriesChart, type TableColumn } from 'shared/ui';
import { productionApi } from '../api';
import { useText } from '../texts';
import { shareOf, winRate } from './analytics-figures';
import type { AnalyticsArgs } from './api';
import { FigureLoaded } from './figure-loaded';
import { useAnalyticsFormat, type AnalyticsFormat } from './use-analytics-format';

interface FigureArgs {
  args: AnalyticsArgs;
}

/** The period column every series table starts with, written as the reader names it. */
function periodColumn<Row extends { period: string }>(title: string, args: AnalyticsArgs, format: AnalyticsFormat) {
  const column: TableColumn<Row> = {
    key: 'period',
    title,
    value: (row) => format.period(row.period, args.period ?? 'DAY'),
  };
  return column;
}

/** A column of a count, written in the reader's language and exported as a number. */
const countColumn = <Row,>(key: string, title: string, count: (row: Row) => number, format: AnalyticsFormat) => {
  const column: TableColumn<Row> = { key, title, value: count, render: (row) => format.number(count(row)), align: 'right' };
  return column;
};

type OnTimePeriod = AnalyticsOnTime['periods'][number];

export function OnTimeFigure({ args }: FigureArgs) {
  const text = useText();
  const format = useAnalyticsFormat();
  const query = productionApi.useAnalyticsOnTimeQuery(args);
  const title = text('analytics.onTime');
  const rate = (row: { shipments: number; onTime: number }) => shareOf(row.onTime, row.shipments);
  const columns: TableColumn<OnTimePeriod>[] = [
    periodColumn(text('analytics.period'), args, format),
    countColumn('shipments', text('analytics.shipments'), (row) => row.shipments, format),
    countColumn('onTime', text('analytics.shippedOnTime'), (row) => row.onTime, format),
    { key: 'rate', title: text('analytics.onTimeRate'), value: (row) => format.percent(rate(row)), align: 'right' },
  ];
  return (
    <FigureLoaded
      query={query}
      title={title}
      columns={columns}
      figure={(data) => ({
        hint: text('analytics.onTimeHint'),
        summary:
          data.shipments > 0 &&
          text('analytics.onTimeSummary', {
            onTime: format.number(data.onTime),
            shipments: data.shipments,
            rate: format.percent(rate(data)),
          }),
        chart: (
          <SeriesChart
            points={data.periods.map((row) => ({
              label: format.period(row.period, args.period ?? 'DAY'),
              values: { rate: rate(row) },
            }))}
            series={[{ key: 'rate', name: text('analytics.onTimeRate'), as: 'line' }]}
            format={format.percent}
            domain={[0, 1]}
          />
        ),
        rows: data.periods,
        rowKey: (row) => row.period,
        exportName: 'on-time-delivery',
        empty: text('analytics.noShipments'),
      })}
    />
  );
}

type QuotesPeriod = AnalyticsQuotes['periods'][number];

export function QuotesFigure({ args }: FigureArgs) {
  const text = useText();
  const format = useAnalyticsFormat();
  const query = productionApi.useAnalyticsQuotesQuery(args);
  const title = text('analytics.quotes');
  const counts = ['quoted', 'won', 'lost'] as const;
  const names = { quoted: text('analytics.quoted'), won: text('analytics.won'), lost: text('analytics.lost') };
  const columns: TableColumn<QuotesPeriod>[] = [
    periodColumn(text('analytics.period'), args, format),
    ...counts.map((key) => countColumn<QuotesPeriod>(key, names[key], (row) => row[key], format)),
    { key: 'winRate', title: text('analytics.winRate'), value: (row) => format.percent(winRate(row)), align: 'right' },
    {
      key: 'leadHours',
      title: text('analytics.leadHours'),
      value: (row) => row.leadHours,
      render: (row) => format.amount(row.leadHours),
      align: 'right',
    },
  ];
  const summary = (data: AnalyticsQuotes) =>
    data.quoted > 0 && (
      <>
        {text('analytics.quotesSummary', { quoted: data.quoted, winRate: format.percent(winRate(data)) })}
        {data.leadHours !== null && <> {text('analytics.quoteLead', { hours: format.amount(data.leadHours) })}</>}
      </>
    );
  return (
    <FigureLoaded
      query={query}
      title={title}
      columns={columns}
      figure={(data) => ({
        hint: text('analytics.quotesHint'),
        summary: summary(data),
        chart: (
          <SeriesChart
            points={data.periods.map((row) => ({
              label: format.period(row.period, args.period ?? 'DAY'),
              values: { quoted: row.quoted, won: row.won, lost: row.lost },
            }))}
            series={counts.map((key) => ({ key, name: names[key] }))}
            format={(value) => format.number(value)}
          />
        ),
        rows: data.periods,
        rowKey: (row) => row.period,
        exportName: 'quotes',
        empty: text('analytics.noQuotes'),
      })}
    />
  );
}

type LeadTimePeriod = AnalyticsLeadTime['periods'][number];

export function LeadTimeFigure({ args }: FigureArgs) {
  const text = useText();
  const format = useAnalyticsFormat();
  const query = productionApi.useAnalyticsLeadTimeQuery(args);
  const title = text('analytics.leadTime');
  const days = (key: 'meanDays' | 'maxDays', name: string): TableColumn<LeadTimePeriod> => ({
    key,
    title: name,
    value: (row) => row[key],
    render: (row) => format.amount(row[key]),
    align: 'right',
  });
  const columns: TableColumn<LeadTimePeriod>[] = [
    periodColumn(text('analytics.period'), args, format),
    countColumn('shipments', text('analytics.shipments'), (row) => row.shipments, format),
    days('meanDays', text('analytics.meanDays')),
    days('maxDays', text('analytics.maxDays')),
  ];
  return (
    <FigureLoaded
      query={query}
      title={title}
      columns={columns}
      figure={(data) => ({
        hint: text('analytics.leadTimeHint'),
        summary:
          data.shipments > 0 &&
          text('analytics.leadTimeSummary', {
            shipments: data.shipments,
            mean: format.amount(data.meanDays),
            max: format.amount(data.maxDays),
          }),
        chart: (
          <SeriesChart
            points={data.periods.map((row) => ({
              label: format.period(row.period, args.period ?? 'DAY'),
              values: { meanDays: row.meanDays, maxDays: row.maxDays },
            }))}
            series={[
              { key: 'meanDays', name: text('analytics.meanDays'), as: 'line' },
              { key: 'maxDays', name: text('analytics.maxDays'), as: 'line' },
            ]}
            format={(value) => format.number(value, 1)}
          />
        ),
        rows: data.periods,
        rowKey: (row) => row.period,
        exportName: 'lead-time',
        empty: text('analytics.noAwardedShipments'),
      })}
    />
  );
}
