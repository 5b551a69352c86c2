/** The materials table's columns: a box to compare each, its data sheet, the facilities running it. */
import { useIntl } from 'react-intl';
import type { TableColumn } from 'shared/ui';
import type { MaterialRow } from '../api';
import { useText } from '../texts';
import { MAX_COMPARED } from './comparison';
import { PROPERTIES } from './properties';

export function useMaterialColumns(
  compared: MaterialRow[],
  onCompare: (compared: MaterialRow[]) => void,
): TableColumn<MaterialRow>[] {
  const text = useText();
  const intl = useIntl();
  const unit = (value: number | null) => (value === null ? text('materials.notGiven') : intl.formatNumber(value));
  const isCompared = (row: MaterialRow) => compared.some((other) => other.id === row.id);
  return [
    {
      key: 'compare',
      title: text('materials.column.compare'),
      render: (row) => {
        const full = compared.length >= MAX_COMPARED && !isCompared(row);
        return (
          <input
            type="checkbox"
            aria-label={text('materials.compareOne', { name: row.name })}
            title={full ? text('materials.compareFull') : undefined}
            checked={isCompared(row)}
            disabled={full}
            onChange={(event) =>
              onCompare(event.target.checked ? [...compared, row] : compared.filter((other) => other.id !== row.id))
            }
          />
        );
      },
    },
    { key: 'name', title: text('materials.column.name'), value: (row) => row.name },
    { key: 'type', title: text('materials.type'), value: (row) => row.type },
    { key: 'processes', title: text('materials.column.processes'), value: (row) => row.processes.join(', ') },
    { key: 'maker', title: text('materials.column.maker'), value: (row) => row.maker },
    { key: 'colour', title: text('materials.column.colour'), value: (row) => row.colour },
    ...PROPERTIES.map(({ key, of }): TableColumn<MaterialRow> => ({
      key,
      title: text(`materials.property.${key}`),
      value: (row) => unit(of(row)),
      align: 'right',
    })),
    { key: 'certifications', title: text('materials.column.certifications'), value: (row) => row.certifications.join(', ') },
    {
      key: 'facilities',
      title: text('materials.column.facilities'),
      value: (row) => row.facilities.map((facility) => facility.name).join(', '),
    },
  ];
}
