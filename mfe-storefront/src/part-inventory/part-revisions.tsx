/**
 * A part's revisions, newest first, with picture, size and volume, and two of them compared
 * measure by measure.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatDate, Muted, Section, SelectField, Table, type TableColumn, Thumbnail, Toolbar } from 'shared/ui';
import type { PartDetails, PartRevision } from '../api';
import { useText } from '../texts';
import { compareRevisions, type Measure } from './measures';

/** Measures in the user's language: '1,5' in German, '1.5' in English. */
function useNumber() {
  const intl = useIntl();
  return (value: number, digits = 1) => intl.formatNumber(value, { maximumFractionDigits: digits });
}

export function Revisions({ part }: { part: PartDetails }) {
  const number = useNumber();
  const text = useText();
  const columns: TableColumn<PartRevision>[] = [
    {
      key: 'picture',
      title: text('inventory.column.picture'),
      render: (r) => r.thumbnailUrl && <Thumbnail src={r.thumbnailUrl} alt={text('inventory.pictureOf', { name: r.fileName })} />,
    },
    { key: 'revision', title: text('inventory.column.revision'), align: 'right', value: (r) => r.revision },
    { key: 'file', title: text('inventory.column.file'), value: (r) => `${r.fileName} (${r.fileId})` },
    {
      key: 'uploaded',
      title: text('inventory.column.uploaded'),
      value: (r) => [formatDate(r.uploadedAt, true), r.uploadedBy].filter(Boolean).join(', '),
    },
    {
      key: 'size',
      title: text('inventory.column.size'),
      value: (r) =>
        r.dimensions
          ? text('inventory.mm', { x: number(r.dimensions.x), y: number(r.dimensions.y), z: number(r.dimensions.z) })
          : text('inventory.notMeasured'),
    },
    {
      key: 'volume',
      title: text('inventory.column.volume'),
      align: 'right',
      value: (r) =>
        r.volume === null ? text('inventory.notMeasured') : text('inventory.cm3', { volume: number(r.volume / 1000, 2) }),
    },
    {
      key: 'state',
      title: text('inventory.column.state'),
      value: (r) => (r.verified ? text('inventory.verified') : text('inventory.unverified')),
    },
  ];
  return (
    <Section title={text('inventory.revisions')}>
      <Table label={text('inventory.revisions')} columns={columns} data={part.revisions} getRowId={(r) => String(r.fileId)} />
    </Section>
  );
}

export function Comparison({ revisions }: { revisions: PartRevision[] }) {
  const number = useNumber();
  const text = useText();
  // Newest first: unless chosen, the one before the latest against the latest (also once a new
  // revision arrives, so the comparison follows the part rather than the first render).
  const [fromFile, setFromFile] = useState<number>();
  const [toFile, setToFile] = useState<number>();
  const from = revisions.find((r) => r.fileId === fromFile) ?? revisions[1];
  const to = revisions.find((r) => r.fileId === toFile) ?? revisions[0];
  const options = revisions.map((r) => ({
    value: String(r.fileId),
    label: text('inventory.revisionName', { revision: r.revision }),
  }));
  const shown = (value: number | null, digits: number) =>
    value === null ? text('inventory.notMeasured') : number(value, digits);
  const columns: TableColumn<ReturnType<typeof compareRevisions>[number]>[] = [
    {
      key: 'measure',
      title: text('inventory.measure'),
      value: (row) => text(`inventory.measure.${row.measure satisfies Measure}`),
    },
    {
      key: 'from',
      title: text('inventory.revisionName', { revision: from?.revision ?? '' }),
      align: 'right',
      value: (row) => shown(row.from, 2),
    },
    {
      key: 'to',
      title: text('inventory.revisionName', { revision: to?.revision ?? '' }),
      align: 'right',
      value: (row) => shown(row.to, 2),
    },
    {
      key: 'change',
      title: text('inventory.change'),
      align: 'right',
      value: (row) =>
        row.change === null
          ? ''
          : `${row.change > 0 ? '+' : ''}${number(row.change, 2)}${row.percent === null ? '' : ` (${row.percent > 0 ? '+' : ''}${number(row.percent)} %)`}`,
    },
  ];
  return (
    <Section title={text('inventory.compare')}>
      {revisions.length < 2 || !from || !to ? (
        <Muted>{text('inventory.compareNeedsTwo')}</Muted>
      ) : (
        <>
          <Toolbar>
            <SelectField
              label={text('inventory.compareFrom')}
              value={String(from.fileId)}
              options={options}
              onChange={(v) => setFromFile(Number(v))}
            />
            <SelectField
              label={text('inventory.compareTo')}
              value={String(to.fileId)}
              options={options}
              onChange={(v) => setToFile(Number(v))}
            />
          </Toolbar>
          <Table
            label={text('inventory.comparison', { from: from.revision, to: to.revision })}
            columns={columns}
            data={compareRevisions(from, to)}
            getRowId={(row) => row.measure}
          />
        </>
      )}
    </Section>
  );
}
