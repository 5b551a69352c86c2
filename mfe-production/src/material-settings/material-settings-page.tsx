/**
 * /service-provider/material-management/settings: the facility's material settings — how much of
 * an event's input mass the scale may leave unaccounted for, and per material the least virgin
 * powder a batch must hold, the most builds its powder may have been through, whether it must be
 * sieved, and the stock below which to reorder it. MATERIAL_MANAGEMENT_EDITORs change and save
 * them as one document; anyone else in the facility reads them.
 */
import { useCurrentUser, useHasPermission } from 'shared/auth';
import { Loaded, Loading, Muted, Page, PageHeader } from 'shared/ui';
import { productionApi } from '../api';
import { useText } from '../texts';
import { SettingsForm } from './settings-form';
import { SettingsView } from './settings-view';
import { MaterialArea } from '../material-nav/material-nav';

export default function MaterialSettingsPage() {
  return (
    <MaterialArea>
      <MaterialSettingsScreen />
    </MaterialArea>
  );
}

function MaterialSettingsScreen() {
  const text = useText();
  const settings = productionApi.useMaterialSettingsQuery();
  const { isLoading } = useCurrentUser();
  // Only hides the form: the server enforces the permission.
  const canEdit = useHasPermission('MATERIAL_MANAGEMENT_EDITOR');
  return (
    <Page>
      <PageHeader>
        <h1>{text('settings.title')}</h1>
      </PageHeader>
      <Muted>{text('settings.intro')}</Muted>
      {/* The user is read first, so that an editor never sees the reader's view flash by. */}
      {isLoading ? (
        <Loading />
      ) : (
        <Loaded query={settings} failedTitle={text('settings.fetchFailed')}>
          {(saved) => (canEdit ? <SettingsForm saved={saved} /> : <SettingsView saved={saved} />)}
        </Loaded>
      )}
    </Page>
  );
}
