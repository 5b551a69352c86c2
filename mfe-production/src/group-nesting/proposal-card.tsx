/**
 * One proposal: when and by whom it was made, its builds — each with its printer, material,
 * pieces, earliest due date and how its packing goes — to open, accept one by one or all
 * together, and the parts it left out with the reason. Discarding it deletes the builds it still
 * proposes, after a question.
 */
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useServerCall } from 'shared/api';
import { Button, Card, formatDate, FormFailure, Muted, Panel, PlainTable, Toolbar, useConfirm } from 'shared/ui';
import { productionApi } from '../api';
import { buildPath } from '../build-planning/plan-build';
import { usePlanningFormat } from '../build-planning/use-planning-format';
import { useText } from '../texts';
import type { GroupNesting, ProposedBuild } from './api';

export function ProposalCard({ proposal }: { proposal: GroupNesting }) {
  const text = useText();
  const heading = useId();
  const [accept, accepting] = productionApi.useAcceptGroupNestingMutation();
  const [discard, discarding] = productionApi.useDiscardGroupNestingMutation();
  const [confirm, confirmDialog] = useConfirm();
  const { failure, run } = useServerCall();
  const title = text('nesting.proposal', { date: formatDate(proposal.createdAt, true), name: proposal.createdBy });
  const packing = proposal.builds.some((build) => build.packing?.status === 'PENDING');
  const busy = accepting.isLoading || discarding.isLoading;
  const acceptBuilds = (buildIds?: number[]) => void run(() => accept({ id: proposal.id, buildIds }).unwrap());
  const askDiscard = async () => {
    const sure = await confirm({
      title: text('nesting.discardTitle'),
      text: text('nesting.discardText', { count: proposal.builds.length }),
      confirmText: text('nesting.discard'),
      cancelText: text('builds.cancel'),
      danger: true,
    });
    if (sure) await run(() => discard({ id: proposal.id }).unwrap());
  };
  return (
    <Card aria-labelledby={heading}>
      <h3 id={heading}>{title}</h3>
      <FormFailure message={failure} />
      {proposal.builds.length === 0 ? (
        <Muted>{text('nesting.noBuilds')}</Muted>
      ) : (
        <PlainTable
          labelledBy={heading}
          columns={[
            text('builds.name'),
            text('builds.printer'),
            text('nesting.material'),
            text('builds.pieces'),
            text('nesting.earliestDue'),
            text('builds.packing'),
            text('nesting.actions'),
          ]}
        >
          {proposal.builds.map((build) => (
            <tr key={build.id}>
              <td>
                <Link to={buildPath(build.id)}>{build.name}</Link>
              </td>
              <td>{build.equipment.displayName}</td>
              <td>{build.material ?? text('nesting.noMaterial')}</td>
              <td>{build.pieces}</td>
              <td>{build.earliestDue === null ? text('nesting.noDue') : formatDate(build.earliestDue)}</td>
              <td>
                <PackingState build={build} />
              </td>
              <td>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy || build.packing?.status === 'PENDING'}
                  onClick={() => acceptBuilds([build.id])}
                >
                  {text('nesting.acceptOne', { name: build.name })}
                </Button>
              </td>
            </tr>
          ))}
        </PlainTable>
      )}
      {proposal.leftOut.length > 0 && (
        <Panel tone="warning" title={text('nesting.leftOut')}>
          <ul>
            {proposal.leftOut.map((part) => (
              <li key={part.rfqFileId}>
                {text('nesting.leftOutPart', {
                  count: part.quantity,
                  name: part.fileName,
                  reason: text(`nesting.leftOutReason.${part.code}`),
                })}
              </li>
            ))}
          </ul>
        </Panel>
      )}
      <Toolbar>
        {proposal.builds.length > 0 && (
          <Button disabled={busy || packing} onClick={() => acceptBuilds()}>
            {text('nesting.acceptAll')}
          </Button>
        )}
        <Button variant="danger" disabled={busy} onClick={() => void askDiscard()}>
          {text('nesting.discard')}
        </Button>
        {packing && <Muted>{text('nesting.waitForPacking')}</Muted>}
      </Toolbar>
      {confirmDialog}
    </Card>
  );
}

function PackingState({ build }: { build: ProposedBuild }) {
  const text = useText();
  const format = usePlanningFormat();
  const { packing } = build;
  if (!packing) return <Muted>{text('nesting.notPacked')}</Muted>;
  if (packing.status === 'FAILED') return <>{text('nesting.packingFailed', { reason: packing.reason ?? '' })}</>;
  if (packing.status === 'PENDING') return <>{text('nesting.packingNow', { count: packing.placed ?? 0 })}</>;
  return (
    <>
      {text('nesting.packed', { count: packing.placed ?? 0, total: build.pieces, density: format.percent(packing.density ?? 0) })}
      {(packing.unplaced ?? 0) > 0 && (
        <>
          <br />
          {text('nesting.stayToPlan', { count: packing.unplaced ?? 0 })}
        </>
      )}
    </>
  );
}
