/**
 * Saved views of a quality list: its search, filters and sort under a name of the user's, kept
 * as their preference of the list's own type (PART_NCR_VIEWS, PROCESS_NCR_VIEWS, CAPA_VIEWS);
 * choosing one shows the list so again.
 */
import { errorMessage } from 'shared/api';
import { SavedViews } from 'shared/ui';
import { qualityApi } from '../api';
import { useText } from '../texts';
import type { ListViewsOf, ListViewsType } from './api';

interface ListViewsProps<T extends ListViewsType> {
  type: T;
  current: (label: string) => ListViewsOf[T];
  onApply: (view: ListViewsOf[T]) => void;
}

export function ListViews<T extends ListViewsType>({ type, current, onApply }: ListViewsProps<T>) {
  const text = useText();
  const views = qualityApi.useListViewsQuery(type);
  const [save] = qualityApi.useSaveListViewsMutation();
  return (
    <SavedViews<ListViewsOf[T]>
      behind={text('views.title')}
      views={views.data as ListViewsOf[T][] | undefined}
      current={current}
      onApply={onApply}
      store={(next) =>
        save({ type, views: next })
          .unwrap()
          .then(() => undefined, errorMessage)
      }
      text={(key, values) => text(`views.${key}`, values)}
    />
  );
}
