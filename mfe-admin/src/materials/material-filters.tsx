/**
 * The material search's filters: the text search, process, type, certification and a range for
 * each property of the data sheet; a button clears them all, and the export takes what they find.
 */
import type { ReactNode } from 'react';
import { Button, FormGrid, NumberInput, SearchField, SelectField, TextField, Toolbar, type useListSearch } from 'shared/ui';
import type { MaterialSearch } from '../api';
import { useText } from '../texts';
import { PROPERTIES, type Property } from './properties';

type Bounds = Record<`${Property}${'Min' | 'Max'}`, number | null>;

/** The filters as typed and chosen: '' is any. */
export interface FilterValues {
  processId: string;
  typeId: string;
  certification: string;
  bounds: Bounds;
}

export const NO_FILTERS: FilterValues = {
  processId: '',
  typeId: '',
  certification: '',
  bounds: Object.fromEntries(PROPERTIES.flatMap(({ key }) => [`${key}Min`, `${key}Max`]).map((key) => [key, null])) as Bounds,
};

export function MaterialFilterSection({
  search,
  values,
  options,
  filtered,
  onChange,
  onClear,
  exported,
}: {
  search: ReturnType<typeof useListSearch>;
  values: FilterValues;
  /** The processes and types to choose from, as the last answer lists them. */
  options?: MaterialSearch['options'];
  /** Whether a filter narrows the list now. */
  filtered: boolean;
  onChange: (change: Partial<FilterValues>) => void;
  onClear: () => void;
  /** The export of the materials found. */
  exported: ReactNode;
}) {
  const text = useText();
  return (
    <section aria-label={text('materials.filters')}>
      <Toolbar>
        <SearchField label={text('materials.search')} value={search.search} onSearch={search.onSearch} />
        <SelectField
          label={text('materials.process')}
          value={values.processId}
          placeholder={text('materials.any')}
          options={(options?.processes ?? []).map((option) => ({ value: String(option.id), label: option.name }))}
          onChange={(processId) => onChange({ processId })}
        />
        <SelectField
          label={text('materials.type')}
          value={values.typeId}
          placeholder={text('materials.any')}
          options={(options?.types ?? []).map((option) => ({ value: String(option.id), label: option.name }))}
          onChange={(typeId) => onChange({ typeId })}
        />
        <TextField
          label={text('materials.certification')}
          value={values.certification}
          onChange={(event) => onChange({ certification: event.target.value })}
        />
      </Toolbar>
      <FormGrid>
        {PROPERTIES.flatMap(({ key }) =>
          (['Min', 'Max'] as const).map((end) => (
            <NumberInput
              key={`${key}${end}`}
              size="sm"
              label={text(end === 'Min' ? 'materials.min' : 'materials.max', { property: text(`materials.property.${key}`) })}
              value={values.bounds[`${key}${end}`]}
              onChange={(value) => onChange({ bounds: { ...values.bounds, [`${key}${end}`]: value } })}
            />
          )),
        )}
      </FormGrid>
      <Toolbar>
        <Button variant="secondary" disabled={!filtered && !search.search} onClick={onClear}>
          {text('materials.clearFilters')}
        </Button>
        {exported}
      </Toolbar>
    </section>
  );
}
