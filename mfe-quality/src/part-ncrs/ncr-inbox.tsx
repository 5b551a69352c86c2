/**
 * The inbox: inspections whose failed pieces were marked for an NCR that is not raised yet,
 * oldest first, each with its order, customer, part, failed pieces, inspector, day and note.
 * 'Raise NCR' raises the part NCR, filled in from the inspection, and opens it.
 */
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { useServerCall } from 'shared/api';
import { Button, Card, Fact, Facts, formatDate, FormFailure, Loaded, Muted, Section, Tiles } from 'shared/ui';
import { qualityApi, type NcrInboxEntry } from '../api';
import { ncrPath, orderPath } from '../paths';
import { useText } from '../texts';

export function NcrInbox() {
  const text = useText();
  const inbox = qualityApi.useNcrInboxQuery();
  const [raise, raising] = qualityApi.useRaiseFromInboxMutation();
  const { failure, run } = useServerCall();
  const navigate = useNavigate();
  const raiseFor = (entry: NcrInboxEntry) =>
    run(async () => {
      const ncr = await raise(entry.inspectionId).unwrap();
      navigate(ncrPath(ncr.id));
    });
  return (
    <Section title={text('inbox.title')}>
      <Muted>{text('inbox.intro')}</Muted>
      <FormFailure message={failure} />
      <Loaded query={inbox} failedTitle={text('inbox.fetchFailed')}>
        {(entries) =>
          entries.length === 0 ? (
            <p>{text('inbox.empty')}</p>
          ) : (
            <Tiles $min="18rem">
              {entries.map((entry) => (
                <InboxEntry
                  key={entry.inspectionId}
                  entry={entry}
                  busy={raising.isLoading}
                  onRaise={() => void raiseFor(entry)}
                />
              ))}
            </Tiles>
          )
        }
      </Loaded>
    </Section>
  );
}

function InboxEntry({ entry, busy, onRaise }: { entry: NcrInboxEntry; busy: boolean; onRaise: () => void }) {
  const text = useText();
  const intl = useIntl();
  const part = entry.partNumber ? `${entry.fileName} (${entry.partNumber})` : entry.fileName;
  return (
    <Card aria-label={text('inbox.entry', { part, order: entry.orderTitle })}>
      <h3>{part}</h3>
      <Facts>
        <Fact label={text('inbox.order')}>
          <Link to={orderPath(entry.orderId)}>{text('inbox.orderLink', { id: entry.orderId, title: entry.orderTitle })}</Link>
        </Fact>
        <Fact label={text('inbox.customer')}>{entry.customerName}</Fact>
        <Fact label={text('inbox.failed')}>{intl.formatNumber(entry.failedQuantity)}</Fact>
        <Fact label={text('inbox.inspector')}>{entry.inspectorName ?? text('inbox.unknownInspector')}</Fact>
        <Fact label={text('inbox.inspected')}>{formatDate(entry.inspectedAt, true)}</Fact>
      </Facts>
      {entry.note && (
        <p>
          <strong>{text('inbox.note')}</strong> {entry.note}
        </p>
      )}
      <div>
        <Button disabled={busy} aria-label={text('inbox.raiseFor', { part, order: entry.orderTitle })} onClick={onRaise}>
          {text('inbox.raise')}
        </Button>
      </div>
    </Card>
  );
}
