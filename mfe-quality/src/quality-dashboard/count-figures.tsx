/**
 * The dashboard's counts drawn as bars: the NCRs open now by how long they have been open, and the
 * NCRs of the span by the machine, the material or the customer they name.
 */
import { useIntl } from 'react-intl';
import { BarsChart, Figure, type TableColumn } from 'shared/ui';
import { useText } from '../texts';
import type { Figures } from './api';
import { ageBuckets, type AgeBucket } from './open-age';

export function OpenByAgeFigure({ openByAge }: { openByAge: Figures<'openByAge'> }) {
  const text = useText();
  const intl = useIntl();
  const buckets = ageBuckets(openByAge);
  const age = (bucket: AgeBucket) =>
    bucket.from === 0 && bucket.below !== null
      ? text('dashboard.age.under', { days: intl.formatNumber(bucket.below) })
      : bucket.below === null
        ? text('dashboard.age.over', { days: intl.formatNumber(bucket.from) })
        : text('dashboard.age.between', { from: intl.formatNumber(bucket.from), to: intl.formatNumber(bucket.below - 1) });
  const columns: TableColumn<AgeBucket>[] = [
    { key: 'age', title: text('dashboard.column.age'), value: age },
    {
      key: 'count',
      title: text('dashboard.column.openNcrs'),
      value: (bucket) => bucket.count,
      render: (bucket) => intl.formatNumber(bucket.count),
      align: 'right',
    },
  ];
  const open = buckets.some((bucket) => bucket.count > 0);
  return (
    <Figure
      title={text('dashboard.openByAge')}
      hint={text('dashboard.openByAgeHint')}
      chart={
        <BarsChart
          points={buckets.map((bucket) => ({ label: age(bucket), value: bucket.count }))}
          format={(value) => intl.formatNumber(value)}
          valueName={text('dashboard.column.openNcrs')}
        />
      }
      columns={columns}
      rows={open ? buckets : []}
      rowKey={(bucket) => String(bucket.from)}
      exportName="open-ncrs-by-age"
      empty={text('dashboard.noOpenNcrs')}
    />
  );
}

type Counted = Figures<'byMachine'>[number];

export interface CountedFigureProps {
  title: string;
  /** The heading of the names' column ('Machine'). */
  nameTitle: string;
  rows: Counted[];
  exportName: string;
}

export function CountedFigure({ title, nameTitle, rows, exportName }: CountedFigureProps) {
  const text = useText();
  const intl = useIntl();
  const columns: TableColumn<Counted>[] = [
    { key: 'name', title: nameTitle, value: (row) => row.name },
    {
      key: 'count',
      title: text('dashboard.column.ncrs'),
      value: (row) => row.count,
      render: (row) => intl.formatNumber(row.count),
      align: 'right',
    },
  ];
  return (
    <Figure
      title={title}
      chart={
        <BarsChart
          points={rows.map((row) => ({ label: row.name, value: row.count }))}
          format={(value) => intl.formatNumber(value)}
          valueName={text('dashboard.column.ncrs')}
        />
      }
      columns={columns}
      rows={rows}
      rowKey={(row) => String(row.id)}
      exportName={exportName}
      empty={text('dashboard.noNcrs')}
    />
  );
}
