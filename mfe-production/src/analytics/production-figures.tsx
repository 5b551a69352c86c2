/**
 * What production made and used: the scrap rate with the causes of the lost pieces as a Pareto,
 * and the material the completed jobs consumed, each quantity with its unit.
 */
import { MATERIAL_UNITS, PROCESS_NCR_CAUSES, type AnalyticsMaterial } from 'shared/contracts';
import { useTexts } from 'shared/i18n';
import { useJobText } from 'shared/jobs';
import { QUALITY_TEXTS } from 'shared/orders';
import { BarsChart, ParetoChart, type TableColumn } from 'shared/ui';
import { productionApi } from '../api';
import { useText } from '../texts';
import { byUnit, paretoOfCauses, shareOf, type CauseRow } from './analytics-figures';
import type { AnalyticsArgs } from './api';
import { FigureLoaded } from './figure-loaded';
import { useAnalyticsFormat } from './use-analytics-format';

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/** A cause as the reader names it: a process NCR's cause, a defect code with its meaning, or not classified yet. */
function useCauseName() {
  const text = useText();
  const quality = useTexts(QUALITY_TEXTS);
  return ({ cause }: CauseRow) => {
    if (cause.kind === 'UNCLASSIFIED') return text('analytics.unclassified');
    if (cause.kind === 'PROCESS')
      return isOneOf(PROCESS_NCR_CAUSES, cause.code) ? quality(`quality.cause.${cause.code}`) : cause.code;
    return cause.description ? text('analytics.defectMeaning', { code: cause.code, meaning: cause.description }) : cause.code;
  };
}

export function ScrapFigure({ args }: { args: AnalyticsArgs }) {
  const text = useText();
  const format = useAnalyticsFormat();
  const causeName = useCauseName();
  const query = productionApi.useAnalyticsScrapQuery(args);
  const title = text('analytics.scrap');
  const columns: TableColumn<CauseRow>[] = [
    { key: 'cause', title: text('analytics.cause'), value: causeName },
    {
      key: 'pieces',
      title: text('analytics.pieces'),
      value: (row) => row.cause.pieces,
      render: (row) => format.number(row.cause.pieces),
      align: 'right',
    },
    { key: 'share', title: text('analytics.share'), value: (row) => format.percent(row.share), align: 'right' },
    { key: 'cumulative', title: text('analytics.cumulative'), value: (row) => format.percent(row.cumulative), align: 'right' },
  ];
  return (
    <FigureLoaded
      query={query}
      title={title}
      columns={columns}
      figure={(data) => {
        const rows = paretoOfCauses(data.causes);
        return {
          hint: text('analytics.scrapHint'),
          summary:
            data.made > 0 &&
            text('analytics.scrapSummary', {
              rate: format.percent(shareOf(data.scrapped, data.made)),
              scrapped: format.number(data.scrapped),
              made: data.made,
            }),
          chart: (
            <ParetoChart
              points={rows.map((row) => ({ label: causeName(row), value: row.cause.pieces, cumulative: row.cumulative }))}
              format={(value) => format.number(value)}
              formatShare={format.percent}
              valueName={text('analytics.pieces')}
              shareName={text('analytics.cumulative')}
            />
          ),
          rows,
          rowKey: (row) => `${row.cause.kind}:${row.cause.code}`,
          exportName: 'scrap',
          empty: text('analytics.noScrap'),
        };
      }}
    />
  );
}

type MaterialRow = AnalyticsMaterial['rows'][number];

export function MaterialFigure({ args }: { args: AnalyticsArgs }) {
  const text = useText();
  const jobText = useJobText();
  const format = useAnalyticsFormat();
  const query = productionApi.useAnalyticsMaterialQuery(args);
  const title = text('analytics.materialUsed');
  const unitName = (unit: string) => (isOneOf(MATERIAL_UNITS, unit) ? jobText(`unit.${unit}`) : unit);
  const columns: TableColumn<MaterialRow>[] = [
    { key: 'material', title: text('analytics.material'), value: (row) => row.material },
    {
      key: 'quantity',
      title: text('analytics.quantity'),
      value: (row) => row.quantity,
      render: (row) => format.number(row.quantity, 2),
      align: 'right',
    },
    { key: 'unit', title: text('analytics.unit'), value: (row) => unitName(row.unit) },
    {
      key: 'jobs',
      title: text('analytics.jobs'),
      value: (row) => row.jobs,
      render: (row) => format.number(row.jobs),
      align: 'right',
    },
  ];
  return (
    <FigureLoaded
      query={query}
      title={title}
      columns={columns}
      figure={(data) => ({
        hint: text('analytics.materialHint'),
        // A quantity is never drawn beside one in another unit: a chart per unit.
        chart: byUnit(data.rows).map(({ unit, rows }) => (
          <BarsChart
            key={unit}
            points={rows.map((row) => ({ label: row.material, value: row.quantity }))}
            format={(value) => format.number(value, 2)}
            valueName={unitName(unit)}
          />
        )),
        rows: data.rows,
        rowKey: (row) => `${row.materialId}:${row.unit}`,
        exportName: 'material-consumed',
        empty: text('analytics.noMaterial'),
      })}
    />
  );
}
