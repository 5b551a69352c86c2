/** Saved views of the parts to plan: the search and filters under a name, kept as the user's preference (BUILD_PART_VIEWS). */
import { errorMessage } from 'shared/api';
import { SavedViews } from 'shared/ui';
import { productionApi } from '../api';
import { useText } from '../texts';
import type { PlanningView } from './api';

interface PlanningViewsProps {
  current: (label: string) => PlanningView;
  onApply: (view: PlanningView) => void;
}

export function PlanningViews({ current, onApply }: PlanningViewsProps) {
  const text = useText();
  const views = productionApi.usePlanningViewsQuery();
  const [save] = productionApi.useSavePlanningViewsMutation();
  return (
    <SavedViews<PlanningView>
      behind={text('builds.views.title')}
      views={views.data}
      current={current}
      onApply={onApply}
      store={(next) =>
        save(next)
          .unwrap()
          .then(() => undefined, errorMessage)
      }
      text={(key, values) => text(`builds.views.${key}`, values)}
    />
  );
}
