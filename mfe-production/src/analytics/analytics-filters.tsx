/**
 * The work the figures count: the facility's machines, materials, processes and customers to
 * choose one of; the empty choice counts them all.
 */
import { referenceApi } from 'shared/api';
import { SelectField, type SelectOption } from 'shared/ui';
import { useText } from '../texts';
import type { AnalyticsFilters } from './use-analytics-scope';

const OWN_FACILITY = { allFacilities: false };

interface FiltersProps {
  value: AnalyticsFilters;
  onChange: (filters: AnalyticsFilters) => void;
}

export function AnalyticsFilterFields({ value, onChange }: FiltersProps) {
  const text = useText();
  const machines = referenceApi.useEquipmentsQuery(OWN_FACILITY).data ?? [];
  const materials = referenceApi.useMaterialsQuery(OWN_FACILITY).data ?? [];
  const processes = referenceApi.useProcessesQuery({ filter_by_match_type: true }).data ?? [];
  const customers = referenceApi.useCustomersQuery().data ?? [];
  const field = (key: keyof AnalyticsFilters, label: string, options: SelectOption[]) => (
    <SelectField
      label={label}
      placeholder={text('analytics.all')}
      value={value[key] ?? ''}
      options={options}
      onChange={(chosen) => onChange({ ...value, [key]: chosen === '' ? undefined : Number(chosen) })}
    />
  );
  return (
    <>
      {field(
        'equipmentId',
        text('analytics.machine'),
        machines.map((machine) => ({ value: machine.id, label: machine.displayName })),
      )}
      {field(
        'materialId',
        text('analytics.material'),
        materials.map((material) => ({ value: material.id, label: material.name })),
      )}
      {field(
        'processId',
        text('analytics.process'),
        processes.map((process) => ({ value: process.id, label: process.displayName })),
      )}
      {field(
        'customerId',
        text('analytics.customer'),
        customers.map((customer) => ({ value: customer.id, label: customer.name })),
      )}
    </>
  );
}
