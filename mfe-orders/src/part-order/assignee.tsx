/** Who at the facility handles the order: any colleague, or nobody. */
import { errorMessage } from 'shared/api';
import type { OrderMatch } from 'shared/contracts';
import { SelectField } from 'shared/ui';
import { ordersApi } from '../api';
import { useText } from '../texts';

export function Assignee({ match, onFailure }: { match: OrderMatch; onFailure: (message: string | undefined) => void }) {
  const text = useText();
  const people = ordersApi.useAssigneesQuery();
  const [assign, assigning] = ordersApi.useAssignMatchMutation();
  const choose = async (value: string) => {
    onFailure(undefined);
    try {
      await assign({ matchId: match.id, userId: value ? Number(value) : null }).unwrap();
    } catch (error) {
      onFailure(errorMessage(error));
    }
  };
  return (
    <SelectField
      label={text('partOrder.assignee')}
      size="sm"
      value={match.assignee?.id ?? ''}
      placeholder={text('partOrder.nobody')}
      options={(people.data ?? []).map((person) => ({ value: person.id, label: person.name }))}
      disabled={people.isLoading || assigning.isLoading}
      onChange={(value) => void choose(value)}
    />
  );
}
