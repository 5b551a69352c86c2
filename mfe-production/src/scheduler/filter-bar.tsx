/** The scheduler's seven filters side by side, and a way to clear them all. */
import { SCHEDULER_FILTER_KEYS, type SchedulerFilters } from 'shared/contracts';
import { Button, Toolbar } from 'shared/ui';
import { useText } from '../texts';
import { FilterSelect } from './filter-select';
import { hasFilters, type FilterOptions } from './scheduler-logic';

export interface FilterBarProps {
  options: FilterOptions;
  filters: SchedulerFilters;
  onChange: (filters: SchedulerFilters) => void;
}

export function FilterBar({ options, filters, onChange }: FilterBarProps) {
  const text = useText();
  return (
    <Toolbar aria-label={text('scheduler.filters')} role="group">
      {SCHEDULER_FILTER_KEYS.map((key) => (
        <FilterSelect
          key={key}
          label={text(`scheduler.filter.${key}`)}
          options={options[key]}
          selected={filters[key] ?? []}
          onChange={(selected) => onChange({ ...filters, [key]: selected })}
        />
      ))}
      {hasFilters(filters) && (
        <Button variant="link" size="sm" onClick={() => onChange({})}>
          {text('scheduler.clearFilters')}
        </Button>
      )}
    </Toolbar>
  );
}
