import { useState } from 'react';
import { useHasPermission } from 'shared/auth';
import { referenceApi } from 'shared/api';
import { Button, Loaded, Page, PageHeader } from 'shared/ui';
import { EquipmentFormPanel } from './equipment-form-panel';
import { EquipmentTable } from './equipment-table';
import { useText } from '../texts';

import { useReturnFocus } from './use-return-focus';

/** /service-provider/machine-platforms: the facility's equipment, and a form to add one. */
export default function MachinePlatformsPage() {
  const text = useText();
  const canEdit = useHasPermission('MES_SETTINGS_EDITOR');
  const equipment = referenceApi.useEquipmentsQuery({ allFacilities: false });
  const [creating, setCreating] = useState(false);
  const newButton = useReturnFocus(creating);

  return (
    <Page>
      <PageHeader>
        <h1>{text('machines.title')}</h1>
        {canEdit && !creating && (
          <Button ref={newButton} onClick={() => setCreating(true)}>
            {text('machines.newEquipment')}
          </Button>
        )}
      </PageHeader>
      {creating && <EquipmentFormPanel onClose={() => setCreating(false)} />}
      <Loaded query={equipment} failedTitle={text('machines.fetchFailed')}>
        {(data) => <EquipmentTable equipment={data} />}
      </Loaded>
    </Page>
  );
}
