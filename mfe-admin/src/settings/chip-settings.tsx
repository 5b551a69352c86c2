/**
 * A settings page of coloured chips, the priority labels and the tags: their table with search,
 * pages and export; a form to make or change one (name, colour picker, and for tags what they may
 * be set on); deleting asks first. Each change is audited by the server and reaches the other
 * open pages (settings.changed).
 */
import { Formik } from 'formik';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from 'shared/api';
import { TAG_KINDS, type TagKind } from 'shared/contracts';
import { FormCheckboxGroup, FormTextField } from 'shared/forms';
import {
  Button,
  ColorChip,
  formatDate,
  FormFailure,
  FormGrid,
  LoadFailed,
  Loading,
  Muted,
  Page,
  PageHeader,
  Pager,
  space,
  Table,
  type TableColumn,
  TableExport,
  TextField,
  Toolbar,
  useConfirm,
  useToast,
} from 'shared/ui';
import * as yup from 'yup';
import { EditorForm, RowActions, useLocalList } from '../local-list';
import { useText, type Text } from '../texts';

/** A label or a tag as these pages show it. */
export interface ChipRow {
  id: number;
  name: string;
  color: string;
  createdAt: number;
  /** Tags only: what the tag may be set on. */
  kinds?: TagKind[];
}
interface ChipValues {
  name: string;
  color: string;
  kinds: TagKind[];
}

interface ChipSettingsProps {
  /** Which page: its texts are `labels.*` or `tags.*`. */
  kind: 'labels' | 'tags';
  rows: { data?: ChipRow[]; isLoading: boolean; isError: boolean; error?: unknown; refetch: () => unknown };
  /** Without the permission the page only reads (with the reason). */
  canEdit: boolean;
  save: (values: ChipValues, id?: number) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
}

/** Each page's own texts. */
const PAGE_TEXTS = {
  labels: {
    title: 'labels.title',
    intro: 'labels.intro',
    readOnly: 'labels.readOnly',
    new: 'labels.new',
    name: 'labels.name',
    list: 'labels.list',
    empty: 'labels.empty',
    fetchFailed: 'labels.fetchFailed',
    deleteTitle: 'labels.deleteTitle',
    deleteText: 'labels.deleteText',
  },
  tags: {
    title: 'tags.title',
    intro: 'tags.intro',
    readOnly: 'tags.readOnly',
    new: 'tags.new',
    name: 'tags.name',
    list: 'tags.list',
    empty: 'tags.empty',
    fetchFailed: 'tags.fetchFailed',
    deleteTitle: 'tags.deleteTitle',
    deleteText: 'tags.deleteText',
  },
} as const;

const NEW_CHIP: ChipValues = { name: '', color: '#1f6feb', kinds: [...TAG_KINDS] };

export function ChipSettings({ kind, rows, canEdit, save, remove }: ChipSettingsProps) {
  const text = useText();
  // The chip being changed: 'new', one of the rows, or none (the form is closed).
  const [editing, setEditing] = useState<ChipRow | 'new'>();
  return (
    <Page>
      <PageHeader>
        <h1>{text(PAGE_TEXTS[kind].title)}</h1>
        {canEdit && !editing && <Button onClick={() => setEditing('new')}>{text(PAGE_TEXTS[kind].new)}</Button>}
      </PageHeader>
      <p>{text(PAGE_TEXTS[kind].intro)}</p>
      {!canEdit && <Muted>{text(PAGE_TEXTS[kind].readOnly)}</Muted>}
      {editing && (
        <ChipForm
          key={editing === 'new' ? 'new' : editing.id}
          kind={kind}
          chip={editing === 'new' ? undefined : editing}
          save={save}
          onDone={() => setEditing(undefined)}
        />
      )}
      {rows.isLoading ? (
        <Loading />
      ) : rows.isError ? (
        <LoadFailed title={text(PAGE_TEXTS[kind].fetchFailed)} error={rows.error} onRetry={() => void rows.refetch()} />
      ) : (
        <ChipTable kind={kind} rows={rows.data ?? []} canEdit={canEdit} onEdit={setEditing} remove={remove} />
      )}
    </Page>
  );
}

/** A label's or tag's rules; only a tag says what it may be set on. */
const schema = (text: Text, kind: ChipSettingsProps['kind']) =>
  yup.object({
    name: yup.string().trim().required(text('chips.nameRequired')).max(40, text('chips.nameTooLong')),
    color: yup
      .string()
      .matches(/^#[0-9a-fA-F]{6}$/, text('chips.colorInvalid'))
      .required(text('chips.colorInvalid')),
    kinds: kind === 'tags' ? yup.array().min(1, text('tags.kindsRequired')) : yup.array(),
  });

function ChipForm({
  kind,
  chip,
  save,
  onDone,
}: {
  kind: ChipSettingsProps['kind'];
  chip?: ChipRow;
  save: ChipSettingsProps['save'];
  onDone: () => void;
}) {
  const text = useText();
  const toast = useToast();
  const [failure, setFailure] = useState<string>();
  const validationSchema = useMemo(() => schema(text, kind), [text, kind]);
  const title = chip ? text('chips.editTitle', { name: chip.name }) : text(PAGE_TEXTS[kind].new);
  return (
    <Formik<ChipValues>
      initialValues={chip ? { name: chip.name, color: chip.color, kinds: chip.kinds ?? [] } : NEW_CHIP}
      validationSchema={validationSchema}
      onSubmit={async (values) => {
        setFailure(undefined);
        try {
          await save({ ...values, name: values.name.trim() }, chip?.id);
          toast.success(text('chips.saved', { name: values.name.trim() }));
          onDone();
        } catch (error) {
          setFailure(errorMessage(error));
        }
      }}
    >
      {({ values, isSubmitting }) => (
        <EditorForm noValidate aria-label={title}>
          <h2>{title}</h2>
          <FormFailure message={failure} />
          <FormGrid>
            <FormTextField name="name" label={text(PAGE_TEXTS[kind].name)} maxLength={40} />
            <FormTextField name="color" label={text('chips.color')} type="color" />
            <Preview>
              <span>{text('chips.preview')}</span>
              <ColorChip color={values.color}>{values.name.trim() || text(PAGE_TEXTS[kind].name)}</ColorChip>
            </Preview>
          </FormGrid>
          {kind === 'tags' && (
            <FormCheckboxGroup
              name="kinds"
              legend={text('tags.kinds')}
              options={TAG_KINDS.map((value) => ({ value, label: text(`tags.kind.${value}`) }))}
            />
          )}
          <Toolbar>
            <Button type="submit" disabled={isSubmitting}>
              {text('chips.save')}
            </Button>
            <Button variant="secondary" onClick={onDone}>
              {text('chips.cancel')}
            </Button>
          </Toolbar>
        </EditorForm>
      )}
    </Formik>
  );
}

function ChipTable({
  kind,
  rows,
  canEdit,
  onEdit,
  remove,
}: {
  kind: ChipSettingsProps['kind'];
  rows: ChipRow[];
  canEdit: boolean;
  onEdit: (row: ChipRow) => void;
  remove: ChipSettingsProps['remove'];
}) {
  const text = useText();
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const { search, onSearch, page, setPage, searching, found, shown, pageCount: pages } = useLocalList(rows, (row) => row.name);

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
          {
            key: 'actions',
            title: text('chips.actions'),
            render: (row: ChipRow) => (
              <RowActions>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={text('chips.edit', { name: row.name })}
                  onClick={() => onEdit(row)}
                >
                  {text('chips.editShort')}
                </Button>
                <Button
                  variant="danger"
                  size="sm"
                  aria-label={text('chips.delete', { name: row.name })}
                  onClick={() => void drop(row)}
                >
                  {text('chips.deleteShort')}
                </Button>
              </RowActions>
            ),
          },
        ]
      : []),
  ];
  return (
    <section aria-labelledby="chip-list">
      <h2 id="chip-list">{text(PAGE_TEXTS[kind].list)}</h2>
      <Toolbar>
        <TextField type="search" label={text('chips.search')} value={search} onChange={(event) => onSearch(event.target.value)} />
        <TableExport
          columns={columns.filter((column) => column.key !== 'actions')}
          rows={found}
          fileName={kind}
          sheet={text(PAGE_TEXTS[kind].list)}
        />
      </Toolbar>
      <Table
        label={text(PAGE_TEXTS[kind].list)}
        columns={columns}
        data={shown}
        getRowId={(row) => String(row.id)}
        emptyText={searching ? text('chips.noMatch') : text(PAGE_TEXTS[kind].empty)}
      />
      {pages > 1 && <Pager page={page} pageCount={pages} onChange={setPage} />}
      {confirmDialog}
    </section>
  );
}

const Preview = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  align-items: flex-start;
`;
