/**
 * A build's packing: started with how long the packer may search, followed while it runs (the
 * pieces placed and the best density so far, read again as the live events tell of it) and
 * stopped at will with what it has placed; once done, the height, density, print time and parts'
 * volume it comes to, what did not fit and why, and the build drawn in 3D, coloured by order.
 */
import { useState } from 'react';
import { useServerCall } from 'shared/api';
import { Button, Fact, Facts, FormFailure, Muted, NumberInput, Panel, PlainList, Section, Toolbar } from 'shared/ui';
import { BuildViewer, groupColour } from 'shared/viewer';
import styled from 'styled-components';
import { productionApi } from '../api';
import { useText } from '../texts';
import type { Build } from './api';
import { BuildMaterial } from './build-material';
import { MovePiece } from './move-piece';
import { orderGroups, packingResultOf, pieceNames, unplacedByPart, viewerInstances } from './packing-result';
import { usePlanningFormat } from './use-planning-format';

export function BuildPacking({ build }: { build: Build }) {
  const text = useText();
  const packing = build.packing;
  return (
    <>
      {build.state === 'PLANNED' && packing?.status !== 'PENDING' && <PackForm build={build} />}
      {!packing && <Muted>{text('builds.notPacked')}</Muted>}
      {packing?.status === 'PENDING' && <PackingProgress build={build} />}
      {packing?.status === 'FAILED' && (
        <Panel tone="danger" title={text('builds.packFailed')}>
          {packing.reason}
        </Panel>
      )}
      {packing?.status === 'SUCCESS' && <PackedBuild build={build} />}
    </>
  );
}

function PackForm({ build }: { build: Build }) {
  const text = useText();
  const [pack, packing] = productionApi.usePackBuildMutation();
  const [seconds, setSeconds] = useState<number | null>(30);
  const [keepMoved, setKeepMoved] = useState(true);
  const { failure, run } = useServerCall();
  const valid = seconds !== null && Number.isInteger(seconds) && seconds >= 1 && seconds <= 240;
  const moved = (packingResultOf(build)?.placements ?? []).flatMap((placement, index) =>
    placement.pinned ? [{ placement: index, matrix: placement.matrix }] : [],
  );
  return (
    <>
      <FormFailure message={failure} />
      <Toolbar>
        <NumberInput
          label={text('builds.pack.seconds')}
          value={seconds}
          onChange={setSeconds}
          min={1}
          max={240}
          error={valid ? undefined : text('builds.pack.secondsRange')}
        />
        {moved.length > 0 && (
          <label>
            <input type="checkbox" checked={keepMoved} onChange={(event) => setKeepMoved(event.target.checked)} />{' '}
            {text('builds.pack.keepMoved', { count: moved.length })}
          </label>
        )}
        <Button
          disabled={!valid || packing.isLoading}
          onClick={() =>
            void run(() =>
              pack({
                id: build.id,
                body: { seconds: seconds!, ...(keepMoved && moved.length > 0 ? { pinned: moved } : {}) },
              }).unwrap(),
            )
          }
        >
          {build.packing ? text('builds.pack.again') : text('builds.pack')}
        </Button>
      </Toolbar>
    </>
  );
}

function PackingProgress({ build }: { build: Build }) {
  const text = useText();
  const format = usePlanningFormat();
  const [stop, stopping] = productionApi.useStopPackingMutation();
  const { failure, run } = useServerCall();
  const progress = build.packing?.progress;
  return (
    <>
      <p role="status">
        {progress
          ? text('builds.pack.progress', {
              placed: progress.placed,
              total: progress.total,
              density: format.percent(progress.density),
            })
          : text('builds.pack.starting')}
      </p>
      <progress max={progress?.total ?? 1} value={progress?.placed ?? 0} aria-label={text('builds.pack.progressLabel')} />
      <FormFailure message={failure} />
      <Toolbar>
        <Button variant="secondary" disabled={stopping.isLoading} onClick={() => void run(() => stop({ id: build.id }).unwrap())}>
          {text('builds.pack.stop')}
        </Button>
      </Toolbar>
    </>
  );
}

function PackedBuild({ build }: { build: Build }) {
  const text = useText();
  const format = usePlanningFormat();
  const result = packingResultOf(build)!;
  const unplaced = unplacedByPart(build, result);
  const [piece, setPiece] = useState(0);
  return (
    <>
      <Facts>
        <Fact label={text('builds.pieces')}>
          {text('builds.placedOf', {
            placed: result.placements.length,
            total: result.placements.length + result.unplaced.length,
          })}
        </Fact>
        <Fact label={text('builds.height')}>{format.mm(result.height)}</Fact>
        <Fact label={text('builds.density')}>{format.percent(result.density)}</Fact>
        {build.estimate && (
          <>
            <Fact label={text('builds.printTime')}>{format.hours(build.estimate.hours)}</Fact>
            <Fact label={text('builds.partsVolume')}>
              {text('builds.cm3', { volume: format.cm3(build.estimate.partsVolumeCm3) })}
            </Fact>
          </>
        )}
      </Facts>
      {build.estimate?.material && <BuildMaterial material={build.estimate.material} />}
      {unplaced.length > 0 && (
        <Panel tone="warning" title={text('builds.unplaced')}>
          <PlainList>
            {unplaced.map((entry) => (
              <li key={`${entry.name}${entry.code}`}>
                {text('builds.unplacedPiece', {
                  count: entry.count,
                  name: entry.name,
                  reason: text(`builds.unplacedReason.${entry.code}`),
                })}
              </li>
            ))}
          </PlainList>
        </Panel>
      )}
      {result.interlocked.length > 0 && <Interlocked build={build} />}
      <Legend aria-label={text('builds.legend')}>
        {orderGroups(build).map((group, index) => (
          <li key={group.orderId}>
            <Swatch style={{ background: groupColour(index) }} aria-hidden />
            {group.title}
          </li>
        ))}
      </Legend>
      <BuildViewer
        volume={build.machine.volume as [number, number, number]}
        margin={build.equipment?.margin ?? 0}
        instances={viewerInstances(build, result)}
        label={text('builds.viewer', { name: build.name })}
        highlighted={build.state === 'PLANNED' && result.placements.length > 0 ? [piece] : undefined}
      />
      {build.state === 'PLANNED' && result.placements.length > 0 && (
        <Section title={text('builds.moveByHand')}>
          <MovePiece build={build} result={result} piece={Math.min(piece, result.placements.length - 1)} onPiece={setPiece} />
        </Section>
      )}
    </>
  );
}

/** Pieces a planner placed by hand so that two could not be taken apart: the packer never makes such a pair. */
function Interlocked({ build }: { build: Build }) {
  const text = useText();
  const result = packingResultOf(build)!;
  const names = pieceNames(build, result, (number, name) => text('builds.pieceName', { name, number }));
  return (
    <Panel tone="warning" title={text('builds.interlocked')}>
      <PlainList>
        {result.interlocked.map(([first, second]) => (
          <li key={`${first}-${second}`}>{text('builds.interlockedPair', { first: names[first]!, second: names[second]! })}</li>
        ))}
      </PlainList>
    </Panel>
  );
}

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  margin: 1rem 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
`;

const Swatch = styled.span`
  display: inline-block;
  width: 1rem;
  height: 1rem;
  border-radius: 2px;
`;
