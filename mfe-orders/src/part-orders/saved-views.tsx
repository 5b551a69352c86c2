/**
 * Saved views of the part orders: a stage and its filters under a name of the user's, kept as
 * their preference (PART_ORDER_VIEWS); choosing one shows its stage with its filters again.
 */
import { errorMessage } from 'shared/api';
import type { PartOrderView } from 'shared/contracts';
import { SavedViews } from 'shared/ui';
import { ordersApi } from '../api';
import { useText } from '../texts';
import type { PartOrderFilter } from './part-order-filters';

export interface PartOrderViewsProps {
  current: { stage: PartOrderView['stage']; filter: PartOrderFilter };
  onApply: (view: PartOrderView) => void;
}

export function PartOrderViews({ current, onApply }: PartOrderViewsProps) {
  const text = useText();
  const views = ordersApi.usePartOrderViewsQuery();
  const [save] = ordersApi.useSavePartOrderViewsMutation();
  return (
    <SavedViews
      behind={text('views.title')}
      views={views.data}
      current={(label) => ({ label, stage: current.stage, filter: current.filter as PartOrderView['filter'] })}
      onApply={onApply}
      store={(next) =>
        save(next)
          .unwrap()
          .then(() => undefined, errorMessage)
      }
      text={(key, values) => text(`views.${key}`, values)}
    />
  );
}
