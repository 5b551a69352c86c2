/**
 * A settings page of coloured chips, the priority labels and the tags: their table with search,
 * pages and export; a form to make or change one (name, colour picker, and for tags what they may
 * be set on); deleting asks first. Each change is audited by the server and reaches the other
 * open pages (settings.changed).
 */
import { useState } from 'react';
import { Button, Loaded, Muted, Page, PageHeader, type LoadedQuery } from 'shared/ui';
import { useText } from '../texts';
import { ChipForm } from './chip-form';
import { PAGE_TEXTS, type ChipKind, type ChipRow, type RemoveChip, type SaveChip } from './chip-kind';
import { ChipTable } from './chip-table';

interface ChipSettingsProps {
  kind: ChipKind;
  rows: LoadedQuery<ChipRow[]>;
  /** Without the permission the page only reads (with the reason). */
  canEdit: boolean;
  save: SaveChip;
  remove: RemoveChip;
}

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
      <Loaded query={rows} failedTitle={text(PAGE_TEXTS[kind].fetchFailed)}>
        {(read) => <ChipTable kind={kind} rows={read} canEdit={canEdit} onEdit={setEditing} remove={remove} />}
      </Loaded>
    </Page>
  );
}
