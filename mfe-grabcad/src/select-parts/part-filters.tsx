/** The part selection's filters: the order's status (awarded at first), material, machine, process and customer, and a search. */
import { referenceApi } from 'shared/api';
import { ORDER_STATUS_FILTERS, type OrderStatusFilter } from 'shared/contracts';
import { useTexts } from 'shared/i18n';
import { ORDER_STATUS_TEXTS } from 'shared/orders';
import { SearchField, SelectField, Toolbar } from 'shared/ui';
import { useText } from '../texts';

export interface PartFilterValues {
  status: OrderStatusFilter;
  materialId: number | undefined;
  equipmentId: number | undefined;
  processId: number | undefined;
  customerId: number | undefined;
  search: string;
}

export const FIRST_FILTERS: PartFilterValues = {
  status: 'AWARDED',
  materialId: undefined,
  equipmentId: undefined,
  processId: undefined,
  customerId: undefined,
  search: '',
};

const idOf = (value: string) => (value === '' ? undefined : Number(value));

export function PartFilters({
  values,
  customers,
  onChange,
}: {
  values: PartFilterValues;
  customers: { id: number; name: string }[];
  onChange: (values: PartFilterValues) => void;
}) {
  const text = useText();
  const statusText = useTexts(ORDER_STATUS_TEXTS);
  const scope = { allFacilities: false };
  const materials = referenceApi.useMaterialsQuery(scope).data ?? [];
  const machines = referenceApi.useEquipmentsQuery(scope).data ?? [];
  const processes = referenceApi.useProcessesQuery().data ?? [];
  const set = (change: Partial<PartFilterValues>) => onChange({ ...values, ...change });
  const choice = (
    label: string,
    value: number | undefined,
    options: { id: number; name: string }[],
    key: keyof PartFilterValues,
  ) => (
    <SelectField
      label={label}
      value={value ?? ''}
      placeholder={text('select.all')}
      options={options.map((option) => ({ value: option.id, label: option.name }))}
      onChange={(chosen) => set({ [key]: idOf(chosen) })}
    />
  );
  return (
    <Toolbar role="group" aria-label={text('select.filters')}>
      <SelectField
        label={text('select.orderStatus')}
        value={values.status}
        options={ORDER_STATUS_FILTERS.map((value) => ({
          value,
          label: value === 'AWARDED' ? text('select.awarded') : statusText(`orders.status.${value}`),
        }))}
        onChange={(status) => set({ status: status as OrderStatusFilter })}
      />
      {choice(text('select.material'), values.materialId, materials, 'materialId')}
      {choice(
        text('select.machine'),
        values.equipmentId,
        machines.map((machine) => ({ id: machine.id, name: machine.displayName })),
        'equipmentId',
      )}
      {choice(
        text('select.process'),
        values.processId,
        processes.map((process) => ({ id: process.id, name: process.displayName })),
        'processId',
      )}
      {choice(text('select.customer'), values.customerId, customers, 'customerId')}
      <SearchField label={text('select.search')} value={values.search} onSearch={(search) => set({ search })} />
    </Toolbar>
  );
}
