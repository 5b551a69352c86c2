/**
 * The facility's apps. The App Store
 * (`/service-provider/app-marketplace`) shows them with their logo, kind and address, and turns
 * each on or off; the App Store Admin (`/service-provider/app-marketplace-admin`) adds, changes
 * and removes them. Enabled internal apps show in the sidebar's Internal Apps, the others under
 * Apps & Extensions. FACILITY_SETTINGS_EDITORs change them; every change is audited.
 */
import { useLocation } from 'react-router-dom';
import { useCurrentUser } from 'shared/auth';
import { Loaded, Muted, Page, PageHeader } from 'shared/ui';
import { adminApi } from '../api';
import { useText } from '../texts';
import { AppAdmin } from './app-admin';
import { AppCards } from './app-cards';

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
        {(list) => (admin ? <AppAdmin apps={list} canEdit={canEdit} /> : <AppCards apps={list} canEdit={canEdit} />)}
      </Loaded>
    </Page>
  );
}
