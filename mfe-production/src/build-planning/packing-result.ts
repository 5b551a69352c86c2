/**
 * What a build's packing answered, as the page reads it: each placed piece with the part it is
 * (an index into the build's parts) and where it went, the pieces that did not fit with the
 * reason, and the height and density. The server keeps it as the packer gave it.
 */
import type { UnplacedCode } from 'shared/contracts';
import type { Build } from './api';

export interface PackingResult {
  placements: { part: number; fileId: number; matrix: number[]; pinned: boolean }[];
  unplaced: { part: number; fileId: number; code: UnplacedCode }[];
  height: number;
  density: number;
  /** Pairs of placements that could not be taken apart after the build: only ever pieces placed by hand. */
  interlocked: [number, number][];
}

export const packingResultOf = (build: Build): PackingResult | null =>
  build.packing?.status === 'SUCCESS' ? (build.packing.result as unknown as PackingResult) : null;

/** The build's orders in the order their parts come, each the group its pieces are coloured by. */
export function orderGroups(build: Build): { orderId: number; title: string }[] {
  const seen = new Map<number, string>();
  for (const part of build.parts) if (!seen.has(part.orderId)) seen.set(part.orderId, part.orderTitle);
  return [...seen].map(([orderId, title]) => ({ orderId, title }));
}

/** The instances to draw: each placement's file and matrix, in the colour group of its part's order. */
export function viewerInstances(build: Build, result: PackingResult) {
  const groups = orderGroups(build).map((group) => group.orderId);
  return result.placements.map((placement) => ({
    fileId: placement.fileId,
    matrix: placement.matrix,
    group: Math.max(0, groups.indexOf(build.parts[placement.part]?.orderId ?? -1)),
  }));
}

/** What did not fit, counted per part and reason: '3 × bracket.stl: no room left in the volume'. */
export function unplacedByPart(build: Build, result: PackingResult) {
  const counted = new Map<string, { name: string; code: UnplacedCode; count: number }>();
  for (const piece of result.unplaced) {
    const key = `${piece.part}\u0000${piece.code}`;
    const name = build.parts[piece.part]?.fileName ?? '';
    const entry = counted.get(key) ?? { name, code: piece.code, count: 0 };
    entry.count += 1;
    counted.set(key, entry);
  }
  return [...counted.values()];
}

/** Each piece by its part and its number among that part's pieces: 'bracket.stl, piece 2'. */
export function pieceNames(
  build: Build,
  result: PackingResult,
  name: (number: number, file: string, pinned: boolean) => string,
): string[] {
  const counted = new Map<number, number>();
  return result.placements.map((placement) => {
    const number = (counted.get(placement.part) ?? 0) + 1;
    counted.set(placement.part, number);
    return name(number, build.parts[placement.part]?.fileName ?? '', placement.pinned);
  });
}
