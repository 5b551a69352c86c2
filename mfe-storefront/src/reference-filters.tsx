/**
 * The process and material filters of a list (the part inventory, the digital catalog): the
 * processes and materials of the rows the reader sees (the list's own filter-options call, which
 * a customer may make too), 'Any' for none; a change starts the list over.
 */
import { SelectField } from 'shared/ui';
import type { FilterOptions } from './api';
import { useText } from './texts';

export interface ReferenceFilterValues {
  processId: string;
  materialId: string;
}

export function ReferenceFilters({
  options,
  value,
  onChange,
}: {
  options: FilterOptions | undefined;
  value: ReferenceFilterValues;
  onChange: (value: ReferenceFilterValues) => void;
}) {
  const text = useText();
  const processes = options?.processes ?? [];
  const materials = options?.materials ?? [];
  return (
    <>
      <SelectField
        label={text('filter.process')}
        value={value.processId}
        placeholder={text('filter.any')}
        options={processes.map((process) => ({ value: String(process.id), label: process.name }))}
        onChange={(processId) => onChange({ ...value, processId })}
      />
      <SelectField
        label={text('filter.material')}
        value={value.materialId}
        placeholder={text('filter.any')}
        options={materials.map((material) => ({ value: String(material.id), label: material.name }))}
        onChange={(materialId) => onChange({ ...value, materialId })}
      />
    </>
  );
}

/** The ids a list's query takes from the filters (none for 'Any'). */
export const referenceIds = (value: ReferenceFilterValues) => ({
  processId: Number(value.processId) || undefined,
  materialId: Number(value.materialId) || undefined,
});
