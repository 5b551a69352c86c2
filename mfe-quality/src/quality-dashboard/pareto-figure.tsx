/**
 * The defect codes' Pareto: bars ranked by the NCRs of each code, or by what the pieces lost under
 * it cost in one currency (a cost is never added across currencies), with the cumulative share of
 * the whole as a line; the table has each code's NCRs, lost pieces and cost in every currency.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLanguageKey } from 'shared/i18n';
import { formatMoney } from 'shared/orders';
import { Figure, ParetoChart, SelectField, type TableColumn } from 'shared/ui';
import { qualityApi } from '../api';
import { useText } from '../texts';
import type { Figures } from './api';
import { paretoCurrencies, paretoRows, type ParetoRank, type ParetoRow } from './pareto';

const BY_COUNT = '';

export function ParetoFigure({ pareto }: { pareto: Figures<'pareto'> }) {
  const text = useText();
  const intl = useIntl();
  const locale = useLanguageKey().replace('_', '-');
  const settings = qualityApi.useQualitySettingsQuery();
  const currencies = paretoCurrencies(pareto);
  // The currency ranked by, or BY_COUNT; a currency no longer in the span's costs ranks by count again.
  const [chosen, setChosen] = useState(BY_COUNT);
  const currency = currencies.includes(chosen) ? chosen : BY_COUNT;
  const rank: ParetoRank = currency === BY_COUNT ? { by: 'COUNT' } : { by: 'COST', currency };
  const rows = paretoRows(pareto, rank);
  const money = (minor: number, code: string) => formatMoney(minor, code, locale);
  const share = (value: number) => intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 0 });
  const meaning = (code: string) => settings.data?.defectCodes.find((one) => one.code === code)?.description;
  const codeOf = (row: ParetoRow) => {
    const described = meaning(row.entry.defectCode);
    return described ? text('ncr.defectMeaning', { code: row.entry.defectCode, meaning: described }) : row.entry.defectCode;
  };
  const columns: TableColumn<ParetoRow>[] = [
    { key: 'code', title: text('dashboard.column.defect'), value: codeOf },
    {
      key: 'count',
      title: text('dashboard.column.ncrs'),
      value: (row) => row.entry.count,
      render: (row) => intl.formatNumber(row.entry.count),
      align: 'right',
    },
    { key: 'cumulative', title: text('dashboard.column.cumulative'), value: (row) => share(row.cumulative), align: 'right' },
    {
      key: 'lost',
      title: text('dashboard.column.lostPieces'),
      value: (row) => row.entry.lostPieces,
      render: (row) => intl.formatNumber(row.entry.lostPieces),
      align: 'right',
    },
    {
      key: 'cost',
      title: text('dashboard.column.cost'),
      value: (row) => row.entry.cost.map((cost) => money(cost.minor, cost.currency)).join(', '),
      align: 'right',
    },
  ];
  const valueName = currency === BY_COUNT ? text('dashboard.column.ncrs') : text('dashboard.costIn', { currency });
  return (
    <Figure
      title={text('dashboard.pareto')}
      hint={text('dashboard.paretoHint')}
      controls={
        currencies.length > 0 && (
          <SelectField
            label={text('dashboard.rankBy')}
            value={currency}
            options={[
              { value: BY_COUNT, label: text('dashboard.rankByCount') },
              ...currencies.map((code) => ({ value: code, label: text('dashboard.costIn', { currency: code }) })),
            ]}
            onChange={setChosen}
          />
        )
      }
      chart={
        <ParetoChart
          points={rows.map((row) => ({ label: row.entry.defectCode, value: row.value, cumulative: row.cumulative }))}
          format={(value) => (currency === BY_COUNT ? intl.formatNumber(value) : money(value, currency))}
          formatShare={share}
          valueName={valueName}
          shareName={text('dashboard.column.cumulative')}
        />
      }
      columns={columns}
      rows={rows}
      rowKey={(row) => row.entry.defectCode}
      exportName="defect-pareto"
      empty={text('dashboard.noNcrs')}
    />
  );
}
