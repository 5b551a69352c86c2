/**
 * The part inventory's columns: a customer's people choose parts to reorder, a facility sees whose
 * part it is and its tags.
 */
import { Button, ColorChips, formatDate, type TableColumn, Thumbnail } from 'shared/ui';
import type { InventorySide, PartRow } from '../api';
import { useText } from '../texts';

export interface PartColumnsOptions {
  side: InventorySide;
  /** The parts chosen to reorder, and a choice made or taken back. */
  chosen: number[];
  onToggle: (id: number) => void;
  onOpen: (id: number) => void;
}

export function usePartColumns({ side, chosen, onToggle, onOpen }: PartColumnsOptions): TableColumn<PartRow>[] {
  const text = useText();
  return [
    ...(side === 'engineer'
      ? [
          {
            key: 'select',
            title: text('inventory.column.select'),
            render: (row: PartRow) => (
              <input
                type="checkbox"
                aria-label={text('inventory.choose', { name: row.name })}
                checked={chosen.includes(row.id)}
                onChange={() => onToggle(row.id)}
              />
            ),
          },
        ]
      : []),
    {
      key: 'picture',
      title: text('inventory.column.picture'),
      render: (row) =>
        row.latest?.thumbnailUrl && (
          <Thumbnail src={row.latest.thumbnailUrl} alt={text('inventory.pictureOf', { name: row.name })} />
        ),
    },
    {
      key: 'name',
      title: text('inventory.column.name'),
      value: (row) => row.name,
      render: (row) => (
        <Button variant="link" onClick={() => onOpen(row.id)} aria-label={text('inventory.open', { name: row.name })}>
          {row.name}
        </Button>
      ),
    },
    { key: 'partNumber', title: text('inventory.column.partNumber'), value: (row) => row.partNumber ?? '' },
    ...(side === 'facility'
      ? [{ key: 'company', title: text('inventory.column.company'), value: (row: PartRow) => row.company }]
      : []),
    { key: 'revisions', title: text('inventory.column.revisions'), align: 'right', value: (row) => row.revisions },
    { key: 'process', title: text('inventory.column.process'), value: (row) => row.process ?? '' },
    { key: 'material', title: text('inventory.column.material'), value: (row) => row.material ?? '' },
    {
      key: 'lastOrdered',
      title: text('inventory.column.lastOrdered'),
      value: (row) => (row.lastOrderedAt === null ? '' : formatDate(row.lastOrderedAt)),
    },
    { key: 'orders', title: text('inventory.column.orders'), align: 'right', value: (row) => row.orders },
    { key: 'delivered', title: text('inventory.column.delivered'), align: 'right', value: (row) => row.delivered },
    ...(side === 'facility'
      ? [
          {
            key: 'tags',
            title: text('inventory.column.tags'),
            value: (row: PartRow) => row.tags.map((tag) => tag.name).join(', '),
            render: (row: PartRow) => <ColorChips chips={row.tags} />,
          },
        ]
      : []),
  ];
}
