import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessage } from 'shared/api';
import { Button, Loading, Panel } from 'shared/ui';
import { productionApi } from '../api/production-api';
import { EquipmentFormPanel } from './equipment-form-panel';
import { EquipmentTable } from './equipment-table';
import { messages } from './messages';
import { Page, PageHeader } from '../layout';
import { useCanEditEquipment } from './use-can-edit-equipment';
import { useReturnFocus } from './use-return-focus';

/** /service-provider/machine-platforms: the facility's equipment, and a form to add one. */
export default function MachinePlatformsPage() {
  const intl = useIntl();
  const canEdit = useCanEditEquipment();
  const { data, isLoading, isError, error, refetch } = productionApi.useEquipmentsQuery({ allFacilities: false });
  const [creating, setCreating] = useState(false);
  const newButton = useReturnFocus(creating);

  return (
    <Page>
      <PageHeader>
        <h1>
          <FormattedMessage {...messages.title} />
        </h1>
        {canEdit && !creating && (
          <Button ref={newButton} onClick={() => setCreating(true)}>
            <FormattedMessage {...messages.newEquipment} />
          </Button>
        )}
      </PageHeader>
      {creating && <EquipmentFormPanel onClose={() => setCreating(false)} />}
      {isLoading ? (
        <Loading />
      ) : isError ? (
        <Panel tone="danger" title={intl.formatMessage(messages.fetchFailed)}>
          <p>{errorMessage(error)}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            <FormattedMessage {...messages.retry} />
          </Button>
        </Panel>
      ) : (
        <EquipmentTable equipment={data ?? []} />
      )}
    </Page>
  );
}
