/** Saved scheduler filters: the user's own, kept as a preference (SCHEDULER_FILTERS). */
import { useDispatch } from 'react-redux';
import { errorMessage } from 'shared/api';
import type { SavedSchedulerFilter, SchedulerFilters } from 'shared/contracts';
import type { AppDispatch } from 'shared/store';
import { SavedViews, Section } from 'shared/ui';
import { productionApi } from '../api';
import { useText } from '../texts';

export interface SavedFiltersProps {
  current: SchedulerFilters;
  onApply: (filters: SchedulerFilters) => void;
}

export function SavedFilters({ current, onApply }: SavedFiltersProps) {
  const text = useText();
  const saved = productionApi.useSavedFiltersQuery();
  const [saveFilters] = productionApi.useSaveFiltersMutation();
  const dispatch = useDispatch<AppDispatch>();

  const store = async (next: SavedSchedulerFilter[]) => {
    try {
      const kept = await saveFilters(next).unwrap();
      // The list shows what the server kept as soon as it answers; reading it again would wait
      // until the timeline's job searches in flight have settled, seconds on a busy machine.
      dispatch(productionApi.util.upsertQueryData('savedFilters', undefined, JSON.parse(kept.preference)));
      return undefined;
    } catch (error) {
      return errorMessage(error);
    }
  };

  return (
    <Section title={text('scheduler.savedFilter.saved')}>
      <SavedViews
        views={saved.data}
        // Only the kinds with a choice are kept, so an applied filter means what it meant.
        current={(label) => ({
          label,
          searchFilters: Object.fromEntries(Object.entries(current).filter(([, ids]) => ids?.length)),
        })}
        onApply={(filter) => onApply(filter.searchFilters as SchedulerFilters)}
        store={store}
        text={(key, values) => text(`scheduler.savedFilter.${key}`, values)}
      />
    </Section>
  );
}
