/** The labels or tags as a table to search, page and export, with a row's Edit and Delete (asked first). */
import { errorMessage } from 'shared/api';
import { actionsColumn, ColorChip, formatDate, RowButton, Section, type TableColumn, useConfirm, useToast } from 'shared/ui';
import { LocalListTable, useLocalList } from '../local-list';
import { useText } from '../texts';
import { PAGE_TEXTS, type ChipKind, type ChipRow, type RemoveChip } from './chip-kind';

export function ChipTable({
  kind,
  rows,
  canEdit,
  onEdit,
  remove,
}: {
  kind: ChipKind;
  rows: ChipRow[];
  canEdit: boolean;
  onEdit: (row: ChipRow) => void;
  remove: RemoveChip;
}) {
  const text = useText();
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const list = useLocalList(rows, (row) => row.name);

  const drop = async (row: ChipRow) => {
    const sure = await confirm({
      title: text(PAGE_TEXTS[kind].deleteTitle, { name: row.name }),
      text: text(PAGE_TEXTS[kind].deleteText),
      confirmText: text('chips.deleteConfirm'),
      danger: true,
    });
    if (!sure) return;
    try {
      await remove(row.id);
      toast.success(text('chips.deleted', { name: row.name }));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const columns: TableColumn<ChipRow>[] = [
    {
      key: 'name',
      title: text(PAGE_TEXTS[kind].name),
      value: (row) => row.name,
      render: (row) => <ColorChip color={row.color}>{row.name}</ColorChip>,
    },
    { key: 'color', title: text('chips.color'), value: (row) => row.color },
    ...(kind === 'tags'
      ? [
          {
            key: 'kinds',
            title: text('tags.kinds'),
            value: (row: ChipRow) => (row.kinds ?? []).map((value) => text(`tags.kind.${value}`)).join(', '),
          },
        ]
      : []),
    { key: 'created', title: text('chips.created'), value: (row) => formatDate(row.createdAt) },
    ...(canEdit
      ? [
          actionsColumn(text('chips.actions'), (row: ChipRow) => (
            <>
              <RowButton label={text('chips.edit', { name: row.name })} onClick={() => onEdit(row)}>
                {text('chips.editShort')}
              </RowButton>
              <RowButton label={text('chips.delete', { name: row.name })} danger onClick={() => void drop(row)}>
                {text('chips.deleteShort')}
              </RowButton>
            </>
          )),
        ]
      : []),
  ];
  return (
    <Section title={text(PAGE_TEXTS[kind].list)}>
      <LocalListTable
        list={list}
        columns={columns}
        label={text(PAGE_TEXTS[kind].list)}
        searchLabel={text('chips.search')}
        fileName={kind}
        empty={{ none: text(PAGE_TEXTS[kind].empty), noMatch: text('chips.noMatch') }}
      />
      {confirmDialog}
    </Section>
  );
}
