/** What the powder parts of a job's page share: a batch as a link to its record, and rules with their numbers. */
import { Link } from 'react-router-dom';
import { PlainList, WarningIcon } from 'shared/ui';

export function BatchLink({ batch }: { batch: { id: number; number: string } }) {
  return <Link to={`/service-provider/material-management/batches?batch=${batch.id}`}>{batch.number}</Link>;
}

/** Rules as the server words them, each with its numbers: data like a server's message, shown as given. */
export function RuleList({ rules }: { rules: string[] }) {
  return (
    <PlainList>
      {rules.map((rule) => (
        <li key={rule}>
          <WarningIcon size="1em" aria-hidden /> {rule}
        </li>
      ))}
    </PlainList>
  );
}
