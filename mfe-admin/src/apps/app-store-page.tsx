/**
 * The facility's apps. The App Store
 * (`/service-provider/app-marketplace`) shows them with their logo, kind and address, and turns
 * each on or off; the App Store Admin (`/service-provider/app-marketplace-admin`) adds, changes
 * and removes them. Enabled internal apps show in the sidebar's Internal Apps, the others under
 * Apps & Extensions. FACILITY_SETTINGS_EDITORs change them; every change is audited.
 */
import { Field, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from 'shared/api';
import { useCurrentUser, type App } from 'shared/auth';
import { FormTextField } from 'shared/forms';
import {
  Button,
  colors,
  FormFailure,
  FormGrid,
  Loaded,
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
  usePendingUntilRead,
  useToast,
} from 'shared/ui';
import * as yup from 'yup';
import { adminApi, type AppInput } from '../api';
import { EditorForm, RowActions, useLocalList } from '../local-list';
import { useText, type Text } from '../texts';

export default function AppStorePage() {
  const text = useText();
  const admin = useLocation().pathname.endsWith('-admin');
  const { user } = useCurrentUser();
  const canEdit = (user?.permissions ?? []).includes('FACILITY_SETTINGS_EDITOR');
  const apps = adminApi.useAppsQuery();
  return (
    <Page>
      <PageHeader>
        <h1>{text(admin ? 'apps.adminTitle' : 'apps.title')}</h1>
      </PageHeader>
      <p>{text(admin ? 'apps.adminIntro' : 'apps.intro')}</p>
      {!canEdit && <Muted>{text('apps.readOnly')}</Muted>}
      <Loaded query={apps} failedTitle={text('apps.fetchFailed')}>
        {(list) => (admin ? <AppAdmin apps={list} canEdit={canEdit} /> : <AppStore apps={list} canEdit={canEdit} />)}
      </Loaded>
    </Page>
  );
}

const inputOf = (app: App): AppInput => ({
  name: app.name,
  logo: app.logo,
  appURL: app.appURL,
  internalApp: app.internalApp,
  enabled: app.enabled,
});

/** Each app as a card, switched on or off where it is. */
function AppStore({ apps, canEdit }: { apps: App[]; canEdit: boolean }) {
  const text = useText();
  const toast = useToast();
  const [save] = adminApi.useSaveAppMutation();
  // A switch shows its new state at once, until the apps read after the save show it (or it fails).
  const [pending, setPending, saving] = usePendingUntilRead<Record<number, boolean>>(apps, {});
  const turn = async (app: App, enabled: boolean) => {
    setPending((now) => ({ ...now, [app.id]: enabled }));
    const result = await saving(save({ id: app.id, app: { ...inputOf(app), enabled } }));
    if ('error' in result) setPending(({ [app.id]: _done, ...rest }) => rest);
    if ('error' in result) toast.error(errorMessage(result.error));
    else toast.success(text(enabled ? 'apps.turnedOn' : 'apps.turnedOff', { name: app.name }));
  };
  if (!apps.length) return <Muted>{text('apps.empty')}</Muted>;
  return (
    <Cards>
      {apps.map((app) => (
        <Card key={app.id} aria-labelledby={`app-${app.id}`}>
          {app.logo ? <Logo src={app.logo} alt="" /> : <LogoInitial aria-hidden>{app.name.slice(0, 1)}</LogoInitial>}
          <h2 id={`app-${app.id}`}>{app.name}</h2>
          <Muted>{text(app.internalApp ? 'apps.internal' : 'apps.extension')}</Muted>
          <a href={app.appURL} target="_blank" rel="noopener noreferrer">
            {app.appURL}
          </a>
          <label>
            <input
              type="checkbox"
              checked={pending[app.id] ?? app.enabled}
              disabled={!canEdit}
              onChange={(event) => void turn(app, event.target.checked)}
            />{' '}
            {text('apps.enabledFor', { name: app.name })}
          </label>
        </Card>
      ))}
    </Cards>
  );
}

/** A web address, or nothing (required where it must be given). */
const webAddress = (text: Text) =>
  yup
    .string()
    .trim()
    .matches(/^https?:\/\/\S+$/, { message: text('apps.addressInvalid'), excludeEmptyString: true });
const schema = (text: Text) =>
  yup.object({
    name: yup.string().trim().required(text('apps.nameRequired')).max(60),
    appURL: webAddress(text).required(text('apps.addressInvalid')),
    logo: webAddress(text),
  });
const NEW_APP: AppInput = { name: '', logo: '', appURL: 'https://', internalApp: true, enabled: true };

/** The apps as a table to search, page and export; a form adds or changes one; removing asks first. */
function AppAdmin({ apps, canEdit }: { apps: App[]; canEdit: boolean }) {
  const text = useText();
  const toast = useToast();
  const [editing, setEditing] = useState<App | 'new'>();
  const [remove] = adminApi.useDeleteAppMutation();
  const [confirm, confirmDialog] = useConfirm();
  const {
    search,
    onSearch,
    page,
    setPage,
    searching,
    found,
    shown,
    pageCount: pages,
  } = useLocalList(apps, (app) => `${app.name} ${app.appURL}`);
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
          {
            key: 'actions',
            title: text('apps.actions'),
            render: (app: App) => (
              <RowActions>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={text('apps.change', { name: app.name })}
                  onClick={() => setEditing(app)}
                >
                  {text('apps.changeShort')}
                </Button>
                <Button
                  variant="danger"
                  size="sm"
                  aria-label={text('apps.remove', { name: app.name })}
                  onClick={() => void drop(app)}
                >
                  {text('apps.removeShort')}
                </Button>
              </RowActions>
            ),
          },
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
      <section aria-labelledby="app-list">
        <h2 id="app-list">{text('apps.list')}</h2>
        <Toolbar>
          <TextField
            type="search"
            label={text('apps.search')}
            value={search}
            onChange={(event) => onSearch(event.target.value)}
          />
          <TableExport
            columns={columns.filter((column) => column.key !== 'actions')}
            rows={found}
            fileName="apps"
            sheet={text('apps.list')}
          />
        </Toolbar>
        <Table
          label={text('apps.list')}
          columns={columns}
          data={shown}
          getRowId={(app) => String(app.id)}
          emptyText={searching ? text('apps.noMatch') : text('apps.empty')}
        />
        {pages > 1 && <Pager page={page} pageCount={pages} onChange={setPage} />}
      </section>
      {confirmDialog}
    </>
  );
}

function AppForm({ app, onDone }: { app?: App; onDone: () => void }) {
  const text = useText();
  const toast = useToast();
  const [save] = adminApi.useSaveAppMutation();
  const [failure, setFailure] = useState<string>();
  const validationSchema = useMemo(() => schema(text), [text]);
  const title = app ? text('apps.changeTitle', { name: app.name }) : text('apps.add');
  return (
    <Formik<AppInput>
      initialValues={app ? inputOf(app) : NEW_APP}
      validationSchema={validationSchema}
      onSubmit={async (values) => {
        setFailure(undefined);
        const input = { ...values, name: values.name.trim(), logo: values.logo.trim(), appURL: values.appURL.trim() };
        try {
          await save({ id: app?.id, app: input }).unwrap();
          toast.success(text('apps.saved', { name: input.name }));
          onDone();
        } catch (error) {
          setFailure(errorMessage(error));
        }
      }}
    >
      {({ isSubmitting }) => (
        <EditorForm noValidate aria-label={title}>
          <h2>{title}</h2>
          <FormFailure message={failure} />
          <FormGrid>
            <FormTextField name="name" label={text('apps.name')} />
            <FormTextField name="appURL" label={text('apps.address')} type="url" />
            <FormTextField name="logo" label={text('apps.logo')} type="url" />
          </FormGrid>
          <label>
            <Field type="checkbox" name="internalApp" /> {text('apps.internalChoice')}
          </label>
          <label>
            <Field type="checkbox" name="enabled" /> {text('apps.enabledChoice')}
          </label>
          <Toolbar>
            <Button type="submit" disabled={isSubmitting}>
              {text('apps.save')}
            </Button>
            <Button variant="secondary" onClick={onDone}>
              {text('apps.cancel')}
            </Button>
          </Toolbar>
        </EditorForm>
      )}
    </Formik>
  );
}

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${space(4)};
`;

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  padding: ${space(4)};
  border: 1px solid ${colors.border};
  border-radius: 0.25rem;
  word-break: break-all;

  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

const Logo = styled.img`
  width: 48px;
  height: 48px;
  object-fit: contain;
`;

const LogoInitial = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: 0.25rem;
  background: ${colors.border};
  font-size: 1.5rem;
  font-weight: 600;
`;
