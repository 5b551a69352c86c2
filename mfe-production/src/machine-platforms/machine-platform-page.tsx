import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useHasPermission } from 'shared/auth';
import { type ApiFailure } from 'shared/api';
import { Button, Loaded, Page, PageHeader, Panel } from 'shared/ui';
import { productionApi } from '../api';
import { EquipmentFormPanel } from './equipment-form-panel';
import { EquipmentSummary } from './equipment-summary';
import { MachinePlanning } from './machine-planning';
import { MachinePowder } from './machine-powder';
import { useText } from '../texts';

import { UpcomingJobs } from './upcoming-jobs';
import { useReturnFocus } from './use-return-focus';

const LIST = '/service-provider/machine-platforms';

/** /service-provider/machine-platforms/:id: one machine, its materials and its upcoming jobs. */
export default function MachinePlatformPage() {
  const text = useText();
  const { id = '' } = useParams();
  // Only a positive whole number names an equipment; anything else ('new', 'abc') is not found.
  const equipmentId = /^[1-9]\d{0,14}$/.test(id) ? Number(id) : undefined;
  const equipment = productionApi.useEquipmentQuery(equipmentId ?? skipToken);
  const canEdit = useHasPermission('MES_SETTINGS_EDITOR');
  const [editing, setEditing] = useState(false);
  const editButton = useReturnFocus(editing);

  const back = <Link to={LIST}>{text('machines.backToList')}</Link>;
  const status = (equipment.error as ApiFailure | undefined)?.status;
  if (equipmentId === undefined || status === 404) {
    return (
      <Page>
        <Panel title={text('machines.notFoundTitle')}>
          <p>{text('machines.notFoundText', { id })}</p>
          {back}
        </Panel>
      </Page>
    );
  }
  return (
    <Page>
      {back}
      <Loaded query={equipment} failedTitle={text('machines.fetchOneFailed')}>
        {(data) => (
          <>
            <PageHeader>
              <h1>{data.displayName}</h1>
              {canEdit && !editing && (
                <Button ref={editButton} onClick={() => setEditing(true)}>
                  {text('machines.edit')}
                </Button>
              )}
            </PageHeader>
            {editing && <EquipmentFormPanel equipment={data} onClose={() => setEditing(false)} />}
            <EquipmentSummary equipment={data} />
            <MachinePowder equipment={data} />
            <MachinePlanning equipment={data} />
            <UpcomingJobs equipmentId={data.id} />
          </>
        )}
      </Loaded>
    </Page>
  );
}
