import { screen } from '@testing-library/react';
import { TableExport } from './list-controls';
import { actionsColumn } from './row-actions';
import type { TableColumn } from './table-columns';
import { renderWithIntl } from './test-utils';

interface Tag {
  name: string;
  uses: number;
}

it('exports the columns with a value and leaves a row’s actions out', async () => {
  const exported: Blob[] = [];
  URL.createObjectURL = (blob: Blob) => (exported.push(blob), 'blob:tags');
  URL.revokeObjectURL = () => {};
  const columns: TableColumn<Tag>[] = [
    { key: 'name', title: 'Name', value: (tag) => tag.name },
    { key: 'uses', title: 'Uses', value: (tag) => tag.uses },
    actionsColumn('Actions', (tag) => <button type="button">Delete {tag.name}</button>),
  ];
  const { user } = renderWithIntl(
    <TableExport columns={columns} rows={[{ name: 'Rush', uses: 3 }]} fileName="tags" sheet="Tags" />,
  );
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(exported).toHaveLength(1);
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(exported[0]!);
  });
  expect(text.replace('\ufeff', '')).toBe('Name,Uses\r\nRush,3');
});
