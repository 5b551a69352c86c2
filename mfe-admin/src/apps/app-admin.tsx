/** The App Store Admin's table of the apps, to search, page and export, with a row's Change and Remove (asked first). */
import { useState } from 'react';
import { errorMessage } from 'shared/api';
import type { App } from 'shared/auth';
import { actionsColumn, Button, RowButton, Section, type TableColumn, Toolbar, useConfirm, useToast } from 'shared/ui';
import { adminApi } from '../api';
import { LocalListTable, useLocalList } from '../local-list';
import { useText } from '../texts';
import { AppForm } from './app-form';

/** The apps as a table to search, page and export; a form adds or changes one; removing asks first. */
export function AppAdmin({ apps, canEdit }: { apps: App[]; canEdit: boolean }) {
  const text = useText();
  const toast = useToast();
  const [editing, setEditing] = useState<App | 'new'>();
  const [remove] = adminApi.useDeleteAppMutation();
  const [confirm, confirmDialog] = useConfirm();
  const list = useLocalList(apps, (app) => `${app.name} ${app.appURL}`);
  const drop = async (app: App) => {
    const sure = await confirm({
      title: text('apps.removeTitle', { name: app.name }),
      text: text('apps.removeText'),
      confirmText: text('apps.removeConfirm'),
      danger: true,
    });
    if (!sure) return;
    const result = await remove(app.id);
    if ('error' in result) toast.error(errorMessage(result.error));
    else toast.success(text('apps.removed', { name: app.name }));
  };
  const columns: TableColumn<App>[] = [
    { key: 'name', title: text('apps.name'), value: (app) => app.name },
    { key: 'kind', title: text('apps.kind'), value: (app) => text(app.internalApp ? 'apps.internal' : 'apps.extension') },
    { key: 'url', title: text('apps.address'), value: (app) => app.appURL },
    { key: 'enabled', title: text('apps.enabled'), value: (app) => text(app.enabled ? 'apps.yes' : 'apps.no') },
    ...(canEdit
      ? [
          actionsColumn(text('apps.actions'), (app: App) => (
            <>
              <RowButton label={text('apps.change', { name: app.name })} onClick={() => setEditing(app)}>
                {text('apps.changeShort')}
              </RowButton>
              <RowButton label={text('apps.remove', { name: app.name })} danger onClick={() => void drop(app)}>
                {text('apps.removeShort')}
              </RowButton>
            </>
          )),
        ]
      : []),
  ];
  return (
    <>
      {canEdit && !editing && (
        <Toolbar>
          <Button onClick={() => setEditing('new')}>{text('apps.add')}</Button>
        </Toolbar>
      )}
      {editing && (
        <AppForm
          key={editing === 'new' ? 'new' : editing.id}
          app={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(undefined)}
        />
      )}
      <Section title={text('apps.list')}>
        <LocalListTable
          list={list}
          columns={columns}
          label={text('apps.list')}
          searchLabel={text('apps.search')}
          fileName="apps"
          empty={{ none: text('apps.empty'), noMatch: text('apps.noMatch') }}
        />
      </Section>
      {confirmDialog}
    </>
  );
}
