/**
 * Archive, or restore from the archive: the customer files away an order, a facility its offer
 * on one. Offered only where the state graph allows the move (or the record is archived).
 */
import { errorMessage, fulfilmentApi } from 'shared/api';
import { useTexts } from 'shared/i18n';
import { Button } from 'shared/ui';
import { ORDER_VIEW_TEXTS } from './texts.js';

export interface ArchiveToggleProps {
  kind: 'orders' | 'matches';
  id: number;
  archived: boolean;
  /** The server's refusal, or undefined when the reader tries again. */
  onFailure: (message: string | undefined) => void;
}

export function ArchiveToggle({ kind, id, archived, onFailure }: ArchiveToggleProps) {
  const text = useTexts(ORDER_VIEW_TEXTS);
  const [archive, archiving] = fulfilmentApi.useArchiveMutation();
  const toggle = async () => {
    onFailure(undefined);
    try {
      await archive({ kind, id, restore: archived }).unwrap();
    } catch (error) {
      onFailure(errorMessage(error));
    }
  };
  return (
    <Button variant="secondary" disabled={archiving.isLoading} onClick={() => void toggle()}>
      {archived ? text('orderView.restore') : text('orderView.archive')}
    </Button>
  );
}
