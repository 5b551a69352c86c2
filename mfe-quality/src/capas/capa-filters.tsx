/** What narrows the CAPA list: its status, its type and its owner (or nobody), each on the server. */
import { CAPA_STATUSES, CAPA_TYPES, type CapaStatus, type CapaType } from 'shared/contracts';
import { SelectField } from 'shared/ui';
import type { CapaView } from '../api';
import { AssigneeFilter } from '../list-views/assignee-filter';
import { useText } from '../texts';

/** The filters as the list's query takes them and a saved view keeps them; the screen sets one status. */
export type CapaFilter = CapaView['filter'];

export function CapaFilters({ value, onChange }: { value: CapaFilter; onChange: (next: CapaFilter) => void }) {
  const text = useText();
  const set = (change: CapaFilter) => onChange({ ...value, ...change });
  return (
    <>
      <SelectField
        label={text('capas.filter.status')}
        placeholder={text('capas.filter.any')}
        value={value.status?.[0] ?? ''}
        options={CAPA_STATUSES.map((one) => ({ value: one, label: text(`capas.status.${one}`) }))}
        onChange={(status) => set({ status: status === '' ? undefined : [status as CapaStatus] })}
      />
      <SelectField
        label={text('capas.filter.type')}
        placeholder={text('capas.filter.any')}
        value={value.type ?? ''}
        options={CAPA_TYPES.map((one) => ({ value: one, label: text(`capas.type.${one}`) }))}
        onChange={(type) => set({ type: type === '' ? undefined : (type as CapaType) })}
      />
      <AssigneeFilter
        label={text('capas.filter.owner')}
        value={value.ownerUserId}
        onChange={(ownerUserId) => set({ ownerUserId })}
      />
    </>
  );
}
