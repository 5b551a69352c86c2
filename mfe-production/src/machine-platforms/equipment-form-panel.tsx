import { useText } from '../texts';
import { useState } from 'react';
import { errorMessage, referenceApi } from 'shared/api';
import type { Equipment, EquipmentInput } from 'shared/contracts';
import { Loading, Panel, useToast } from 'shared/ui';
import { productionApi } from '../api';
import { EquipmentForm } from './equipment-form';

export interface EquipmentFormPanelProps {
  /** The equipment to edit; none to create one. */
  equipment?: Equipment;
  /** Called with the saved equipment, or with nothing when the user cancels. */
  onClose: (saved?: Equipment) => void;
}

/** The equipment form with the catalogue it needs, saving through the API and toasting the result. */
export function EquipmentFormPanel({ equipment, onClose }: EquipmentFormPanelProps) {
  const text = useText();
  const toast = useToast();
  // The whole catalogue, unfiltered: a facility adding a machine may pick a model, and materials, it does not own yet.
  const machines = referenceApi.useMachineModelsQuery();
  const materials = referenceApi.useCatalogueMaterialsQuery();
  const mapping = referenceApi.useMachineMaterialMappingQuery();
  const [create] = productionApi.useCreateEquipmentMutation();
  const [update] = productionApi.useUpdateEquipmentMutation();
  const [serverError, setServerError] = useState<string | null>(null);

  const save = async (input: EquipmentInput) => {
    setServerError(null);
    try {
      const saved = equipment ? await update({ id: equipment.id, body: input }).unwrap() : await create(input).unwrap();
      toast.success(text(equipment ? 'machines.form.updated' : 'machines.form.created', { name: saved.displayName }));
      onClose(saved);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  };

  const failed = [machines, materials, mapping].find((query) => query.isError);
  const title = equipment ? text('machines.form.editTitle', { name: equipment.displayName }) : text('machines.newEquipment');
  return (
    <Panel title={title}>
      {failed ? (
        <Panel tone="danger" title={text('machines.form.referenceFailed')}>
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
