/**
 * The machines' figures: each machine's planned and actual hours as shares of the span
 * (utilisation), and its availability, performance, quality and OEE.
 */
import type { AnalyticsOee } from 'shared/contracts';
import { GroupedBarsChart, type TableColumn } from 'shared/ui';
import { productionApi } from '../api';
import { useText } from '../texts';
import { utilisationRows, type UtilisationRow } from './analytics-figures';
import type { AnalyticsArgs } from './api';
import { FigureLoaded } from './figure-loaded';
import { useAnalyticsFormat } from './use-analytics-format';

export function UtilisationFigure({ args }: { args: AnalyticsArgs }) {
  const text = useText();
  const format = useAnalyticsFormat();
  const query = productionApi.useAnalyticsUtilisationQuery(args);
  const title = text('analytics.utilisation');
  const columns: TableColumn<UtilisationRow>[] = [
    { key: 'machine', title: text('analytics.machine'), value: (row) => row.machine },
    {
      key: 'plannedHours',
      title: text('analytics.plannedHours'),
      value: (row) => row.plannedHours,
      render: (row) => format.amount(row.plannedHours),
      align: 'right',
    },
    { key: 'planned', title: text('analytics.planned'), value: (row) => format.percent(row.planned), align: 'right' },
    {
      key: 'actualHours',
      title: text('analytics.actualHours'),
      value: (row) => row.actualHours,
      render: (row) => format.amount(row.actualHours),
      align: 'right',
    },
    { key: 'actual', title: text('analytics.actual'), value: (row) => format.percent(row.actual), align: 'right' },
  ];
  return (
    <FigureLoaded
      query={query}
      title={title}
      columns={columns}
      figure={(data) => {
        const rows = utilisationRows(data);
        return {
          hint: text('analytics.utilisationHint', { hours: format.amount(data.spanHours) }),
          chart: (
            <GroupedBarsChart
              points={rows.map((row) => ({ label: row.machine, values: { planned: row.planned, actual: row.actual } }))}
              series={[
                { key: 'planned', name: text('analytics.planned') },
                { key: 'actual', name: text('analytics.actual') },
              ]}
              format={format.percent}
              // Whole, or beyond where jobs planned on a machine overlap.
              domain={[0, Math.max(1, ...rows.map((row) => Math.max(row.planned ?? 0, row.actual ?? 0)))]}
            />
          ),
          rows,
          rowKey: (row) => String(row.equipmentId),
          exportName: 'utilisation',
          empty: text('analytics.noMachineWork'),
        };
      }}
    />
  );
}

type OeeRow = AnalyticsOee['rows'][number];
const OEE_SHARES = ['availability', 'performance', 'quality', 'oee'] as const;

export function OeeFigure({ args }: { args: AnalyticsArgs }) {
  const text = useText();
  const format = useAnalyticsFormat();
  const query = productionApi.useAnalyticsOeeQuery(args);
  const title = text('analytics.oee');
  const names = {
    availability: text('analytics.availability'),
    performance: text('analytics.performance'),
    quality: text('analytics.quality'),
    oee: text('analytics.oeeShort'),
  };
  const columns: TableColumn<OeeRow>[] = [
    { key: 'machine', title: text('analytics.machine'), value: (row) => row.machine },
    ...OEE_SHARES.map((key): TableColumn<OeeRow> => ({
      key,
      title: names[key],
      value: (row) => format.percent(row[key]),
      align: 'right',
    })),
  ];
  return (
    <FigureLoaded
      query={query}
      title={title}
      columns={columns}
      figure={(data) => ({
        hint: text('analytics.oeeHint'),
        chart: (
          <GroupedBarsChart
            points={data.rows.map((row) => ({
              label: row.machine,
              values: Object.fromEntries(OEE_SHARES.map((key) => [key, row[key]])),
            }))}
            series={OEE_SHARES.map((key) => ({ key, name: names[key] }))}
            format={format.percent}
            domain={[0, 1]}
          />
        ),
        rows: data.rows,
        rowKey: (row) => String(row.equipmentId),
        exportName: 'oee',
        empty: text('analytics.noMachineWork'),
      })}
    />
  );
}
