/**
 * The facility's own marks on its offer: a priority label and its order tags,
 * saved as they are chosen. The customer never sees them.
 */
import { errorMessage, referenceApi } from 'shared/api';
import type { OrderMatch } from 'shared/contracts';
import { CheckboxGroup, ColorChip, Loading, Muted, Section, SelectField, Toolbar, usePendingUntilRead } from 'shared/ui';
import { ordersApi } from '../api';
import { useText } from '../texts';

export function Marks({ match, onFailure }: { match: OrderMatch; onFailure: (message: string | undefined) => void }) {
  const text = useText();
  const labels = referenceApi.usePriorityLabelsQuery();
  const tags = referenceApi.useTagsQuery({ kind: 'ORDER' });
  const [label, labelling] = ordersApi.useLabelMatchMutation();
  // What was just chosen shows at once, until the order read again after the save shows it (or the save fails).
  const [pending, setPending, saving] = usePendingUntilRead<{ priorityLabelId: number | null; tagIds: number[] } | undefined>(
    match,
    undefined,
  );
  const current = pending ?? { priorityLabelId: match.priorityLabel?.id ?? null, tagIds: match.tags.map((tag) => tag.id) };
  const save = async (next: typeof current) => {
    onFailure(undefined);
    setPending(next);
    try {
      await saving(label({ matchId: match.id, ...next }).unwrap());
    } catch (error) {
      setPending(undefined);
      onFailure(errorMessage(error));
    }
  };
  return (
    <Section title={text('partOrder.marks')}>
      <Toolbar>
        <SelectField
          label={text('partOrder.priority')}
          size="sm"
          value={current.priorityLabelId ?? ''}
          placeholder={text('partOrder.noPriority')}
          options={(labels.data ?? []).map((option) => ({ value: option.id, label: option.label }))}
          disabled={labels.isLoading || labelling.isLoading}
          onChange={(value) => void save({ ...current, priorityLabelId: value ? Number(value) : null })}
        />
        {tags.isLoading ? (
          <Loading size="sm" />
        ) : tags.data?.length ? (
          <CheckboxGroup
            legend={text('partOrder.tags')}
            options={tags.data.map((tag) => ({ value: tag.id, label: <ColorChip color={tag.color}>{tag.name}</ColorChip> }))}
            selected={current.tagIds}
            onChange={(id, chosen) =>
              void save({ ...current, tagIds: chosen ? [...current.tagIds, id] : current.tagIds.filter((other) => other !== id) })
            }
          />
        ) : (
          <Muted>{text('partOrder.noTags')}</Muted>
        )}
      </Toolbar>
    </Section>
  );
}
