import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from 'shared/api';
import { Loading, Panel, useToast } from 'shared/ui';
import type { Equipment } from '../api/production-api';
import {
  useCatalogueMaterialsQuery,
  useCreateEquipmentMutation,
  useMachineMaterialMappingQuery,
  useMachineModelsQuery,
  useUpdateEquipmentMutation,
  type EquipmentInput,
} from './api';
import { EquipmentForm } from './equipment-form';
import { messages } from './messages';

export interface EquipmentFormPanelProps {
  /** The equipment to edit; none to create one. */
  equipment?: Equipment;
  /** Called with the saved equipment, or with nothing when the user cancels. */
  onClose: (saved?: Equipment) => void;
}

/** The equipment form with the catalogue it needs, saving through the API and toasting the result. */
export function EquipmentFormPanel({ equipment, onClose }: EquipmentFormPanelProps) {
  const intl = useIntl();
  const toast = useToast();
  const machines = useMachineModelsQuery();
  const materials = useCatalogueMaterialsQuery();
  const mapping = useMachineMaterialMappingQuery();
  const [create] = useCreateEquipmentMutation();
  const [update] = useUpdateEquipmentMutation();
  const [serverError, setServerError] = useState<string | null>(null);

  const save = async (input: EquipmentInput) => {
    setServerError(null);
    try {
      const saved = equipment ? await update({ id: equipment.id, body: input }).unwrap() : await create(input).unwrap();
      toast.success(intl.formatMessage(equipment ? messages.updated : messages.created, { name: saved.displayName }));
      onClose(saved);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  };

  const failed = [machines, materials, mapping].find((query) => query.isError);
  const title = equipment
    ? intl.formatMessage(messages.editTitle, { name: equipment.displayName })
    : intl.formatMessage(messages.newEquipment);
  return (
    <Panel title={title}>
      {failed ? (
        <Panel tone="danger" title={intl.formatMessage(messages.referenceFailed)}>
          {errorMessage(failed.error)}
        </Panel>
      ) : machines.data && materials.data && mapping.data ? (
        <EquipmentForm
          equipment={equipment}
          machines={machines.data}
          materials={materials.data}
          mapping={mapping.data}
          serverError={serverError}
          onDismissError={() => setServerError(null)}
          onSubmit={save}
          onCancel={() => onClose()}
        />
      ) : (
        <Loading />
      )}
    </Panel>
  );
}
