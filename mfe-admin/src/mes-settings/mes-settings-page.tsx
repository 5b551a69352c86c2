/**
 * /service-provider/settings/mes (MES_SETTINGS_EDITOR): the facility's work centers and its work
 * plan templates, the steps every awarded part of a process and material goes through.
 */
import { useCurrentUser } from 'shared/auth';
import { Page, PageHeader } from 'shared/ui';
import { adminApi } from '../api';
import { useText } from '../texts';
import { WorkCenters } from './work-centers';
import { WorkPlans } from './work-plans';

export default function MesSettingsPage() {
  const text = useText();
  const { user } = useCurrentUser();
  const canEdit = (user?.permissions ?? []).includes('MES_SETTINGS_EDITOR');
  const centers = adminApi.useWorkCentersQuery().data ?? [];
  return (
    <Page>
      <PageHeader>
        <h1>{text('mes.title')}</h1>
      </PageHeader>
      <p>{text('mes.intro')}</p>
      <WorkCenters canEdit={canEdit} />
      <WorkPlans canEdit={canEdit} centers={centers} />
    </Page>
  );
}
