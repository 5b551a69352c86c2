/**
 * /service-provider/settings/priority-labels: the facility's
 * priority labels (label, colour, create date), read by its people and kept by its
 * MES_SETTINGS_EDITORs; the labels are set on jobs and orders and show there as chips.
 */
import { referenceApi } from 'shared/api';
import { useCurrentUser } from 'shared/auth';
import { adminApi } from '../api';
import { ChipSettings } from './chip-settings';

export default function PriorityLabelsPage() {
  const { user } = useCurrentUser();
  const labels = referenceApi.usePriorityLabelsQuery();
  const [create] = adminApi.useCreatePriorityLabelMutation();
  const [update] = adminApi.useUpdatePriorityLabelMutation();
  const [remove] = adminApi.useDeletePriorityLabelMutation();
  return (
    <ChipSettings
      kind="labels"
      rows={{
        ...labels,
        data: labels.data?.map((label) => ({ id: label.id, name: label.label, color: label.color, createdAt: label.createDate })),
      }}
      canEdit={(user?.permissions ?? []).includes('MES_SETTINGS_EDITOR')}
      save={({ name, color }, id) =>
        (id === undefined ? create({ label: name, color }) : update({ id, label: name, color })).unwrap()
      }
      remove={(id) => remove(id).unwrap()}
    />
  );
}
