import { stickyPositions, type TableColumn } from './table-columns';

interface Row {
  id: number;
}

const column = (key: string, extra: Partial<TableColumn<Row>> = {}): TableColumn<Row> => ({ key, title: key, ...extra });

describe('stickyPositions', () => {
  it('stacks fixed columns from their edge by the widths of those before them', () => {
    const positions = stickyPositions([
      column('select', { fixed: 'left', width: 40 }),
      column('id', { fixed: 'left', width: 80 }),
      column('name'),
      column('status', { fixed: 'right', width: 120 }),
      column('actions', { fixed: 'right', width: 60 }),
    ]);
    expect(Object.fromEntries(positions)).toEqual({
      select: { side: 'left', offset: 0 },
      id: { side: 'left', offset: 40 },
      actions: { side: 'right', offset: 0 },
      status: { side: 'right', offset: 60 },
    });
  });
});
