/**
 * Moving one piece of a packed build by hand: the piece chosen, shifted along x, y and z and
 * turned about the vertical, checked on the server as the numbers change (what the move would
 * break, or the build's height after it), and moved only when nothing breaks. A moved piece is
 * pinned: a re-pack keeps it where it is and packs the others around it.
 */
import { useEffect, useState } from 'react';
import { errorMessage, useServerCall } from 'shared/api';
import { Button, FormFailure, FormGrid, NumberInput, PlainList, SelectField, Toolbar, useDebounced } from 'shared/ui';
import { productionApi } from '../api';
import { useText } from '../texts';
import type { Build, PieceCheck, PieceMove } from './api';
import { type PackingResult, pieceNames } from './packing-result';
import { usePlanningFormat } from './use-planning-format';

const TURNS = [0, 90, 180, 270] as const;
/** How long the numbers rest before the move is checked: a check a keystroke would keep a worker busy. */
const CHECK_AFTER_MS = 300;

interface MovePieceProps {
  build: Build;
  result: PackingResult;
  piece: number;
  onPiece: (piece: number) => void;
}

export function MovePiece({ build, result, piece, onPiece }: MovePieceProps) {
  const text = useText();
  const format = usePlanningFormat();
  const [offset, setOffset] = useState<[number | null, number | null, number | null]>([0, 0, 0]);
  const [turn, setTurn] = useState<PieceMove['turn']>(0);
  const [check] = productionApi.useCheckPieceMutation();
  const [move, moving] = productionApi.useMovePieceMutation();
  const { failure, run } = useServerCall();
  const [checked, setChecked] = useState<PieceCheck | string>();
  const asked: PieceMove = { offset: offset.map((value) => value ?? 0), turn };
  const still = asked.offset.every((value) => value === 0) && turn === 0;
  const settled = useDebounced(JSON.stringify({ piece, asked }), CHECK_AFTER_MS);

  useEffect(() => {
    setChecked(undefined);
    if (still) return;
    const request = check({ id: build.id, index: piece, move: JSON.parse(settled).asked as PieceMove });
    request.unwrap().then(setChecked, (error: unknown) => setChecked(errorMessage(error)));
    return () => request.abort();
    // The check follows the settled numbers only, not each keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled, build.updatedAt]);

  const reset = () => {
    setOffset([0, 0, 0]);
    setTurn(0);
  };
  const names = pieceNames(build, result, (number, name, pinned) =>
    text(pinned ? 'builds.pieceNamePinned' : 'builds.pieceName', { name, number }),
  );
  const fits = typeof checked === 'object' && checked.violations.length === 0;
  return (
    <>
      <SelectField
        label={text('builds.piece')}
        value={String(piece)}
        options={names.map((name, index) => ({ value: String(index), label: name }))}
        onChange={(value) => {
          onPiece(Number(value));
          reset();
        }}
      />
      <FormGrid>
        {(['x', 'y', 'z'] as const).map((axis, at) => (
          <NumberInput
            key={axis}
            label={text(`builds.move.${axis}`)}
            value={offset[at]!}
            min={-2000}
            max={2000}
            onChange={(value) => setOffset((before) => before.map((old, index) => (index === at ? value : old)) as typeof before)}
          />
        ))}
        <SelectField
          label={text('builds.turn')}
          value={String(turn)}
          options={TURNS.map((degrees) => ({ value: String(degrees), label: text('builds.turnBy', { degrees }) }))}
          onChange={(value) => setTurn(Number(value) as PieceMove['turn'])}
        />
      </FormGrid>
      <div role="status">
        {still
          ? null
          : checked === undefined
            ? text('builds.checking')
            : typeof checked === 'string'
              ? checked
              : fits
                ? text('builds.fitsThere', { height: format.mm(checked.height) })
                : text('builds.breaks')}
      </div>
      {typeof checked === 'object' && !fits && (
        <PlainList role="alert">
          {checked.violations.map((violation) => (
            <li key={violation.message}>{violation.message}</li>
          ))}
        </PlainList>
      )}
      <FormFailure message={failure} />
      <Toolbar>
        <Button
          disabled={!fits || moving.isLoading}
          onClick={() =>
            void run(() => move({ id: build.id, index: piece, move: asked }).unwrap()).then((done) => done && reset())
          }
        >
          {text('builds.movePiece')}
        </Button>
      </Toolbar>
    </>
  );
}
