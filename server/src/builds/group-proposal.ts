/**
 * Which parts go into which build when a group nesting proposes several at once: parts of one
 * process and material together, earliest due first, each build on one of the chosen printers of
 * that process that holds its parts. How many pieces a build is given is judged from their
 * boxes (the spacing added), against a share of the printer's volume — of its platform's area
 * for a platform process — that the packer fills; what the packer then cannot place stays to
 * plan, for the next nesting.
 */
import { fitsVolume, type LeftOutCode } from 'shared/contracts';
import type { LeftOutPart } from '../db/build-tables.js';

export interface ProposalPart {
  rfqFileId: number;
  rfqId: number;
  fileName: string;
  processId: number | null;
  material: string | null;
  due: Date | null;
  /** Pieces left to plan: not on a job, nor in another planned build. */
  left: number;
  /** Its box in millimetres, from its VERIFY report; null when it has none. */
  size: number[] | null;
  /** Its volume in mm³, from the same report; null when it has none. */
  volume: number | null;
}

export interface ProposalPrinter {
  id: number;
  name: string;
  processId: number;
  volume: [number, number, number];
  margin: number;
  /** Stands its parts side by side on a platform: filled by area, not by volume. */
  platform: boolean;
}

export interface ProposedBuild {
  printer: ProposalPrinter;
  material: string | null;
  parts: { rfqFileId: number; quantity: number }[];
  /** What the pieces' boxes take of the printer's share so far (0..1). */
  filled: number;
}

/** The share of a printer's usable volume the boxes of a 3D build's pieces may take: the packer nests parts into each other's boxes. */
const VOLUME_SHARE = 0.5;
/** The share of a platform's usable area the boxes of its pieces' footprints may take. */
const AREA_SHARE = 0.7;
/** Pieces in one build at most: what the packer places well in the time a proposal gives it. */
const MAX_PIECES = 200;
/** Builds in one proposal at most. */
export const MAX_BUILDS = 20;

/** Why a part was left out, in English for API clients (the page words the code in its reader's language). */
const LEFT_OUT_REASONS: Record<LeftOutCode, string> = {
  NOT_VERIFIED: 'Its part file has not been verified',
  NO_MACHINE_OF_PROCESS: 'None of the chosen machines prints its process',
  FITS_NO_MACHINE: 'It fits none of the chosen machines',
  TOO_MANY_BUILDS: `More than ${MAX_BUILDS} builds would be needed: accept these and propose again`,
};

export function proposeBuilds(
  parts: readonly ProposalPart[],
  printers: readonly ProposalPrinter[],
  spacing: number,
): { builds: ProposedBuild[]; leftOut: LeftOutPart[] } {
  const builds: ProposedBuild[] = [];
  const leftOut: LeftOutPart[] = [];
  const sorted = [...parts].sort((a, b) => dueOf(a) - dueOf(b) || a.rfqFileId - b.rfqFileId);
  for (const part of sorted) {
    const leave = (code: LeftOutCode, quantity = part.left) =>
      leftOut.push({ rfqFileId: part.rfqFileId, fileName: part.fileName, quantity, code, reason: LEFT_OUT_REASONS[code] });
    const { size } = part;
    if (!size) {
      leave('NOT_VERIFIED');
      continue;
    }
    const ofProcess = printers.filter((printer) => part.processId === null || printer.processId === part.processId);
    if (ofProcess.length === 0) {
      leave('NO_MACHINE_OF_PROCESS');
      continue;
    }
    const holding = ofProcess.filter((printer) => fitsVolume(size, printer.volume, printer.margin));
    if (holding.length === 0) {
      leave('FITS_NO_MACHINE');
      continue;
    }
    let left = part.left;
    while (left > 0) {
      const build =
        builds.find(
          (open) => open.material === part.material && holding.includes(open.printer) && room(open, size, spacing) > 0,
        ) ?? openBuild(builds, holding, part.material);
      if (!build) break;
      const quantity = Math.min(left, room(build, size, spacing));
      if (quantity === 0) break;
      const entry = build.parts.find((p) => p.rfqFileId === part.rfqFileId);
      if (entry) entry.quantity += quantity;
      else build.parts.push({ rfqFileId: part.rfqFileId, quantity });
      build.filled += quantity * share(build.printer, size, spacing);
      left -= quantity;
    }
    if (left > 0) leave('TOO_MANY_BUILDS', left);
  }
  return { builds: builds.filter((build) => build.parts.length > 0), leftOut };
}

const dueOf = (part: ProposalPart) => part.due?.getTime() ?? Number.POSITIVE_INFINITY;

/** A new build on the chosen printer holding the part that has the fewest builds so far; none past the limit. */
function openBuild(builds: ProposedBuild[], holding: readonly ProposalPrinter[], material: string | null) {
  if (builds.length >= MAX_BUILDS) return undefined;
  const count = (printer: ProposalPrinter) => builds.filter((build) => build.printer === printer).length;
  const printer = holding.reduce((least, next) => (count(next) < count(least) ? next : least));
  const build: ProposedBuild = { printer, material, parts: [], filled: 0 };
  builds.push(build);
  return build;
}

/** How many more pieces of this size the build takes. */
function room(build: ProposedBuild, size: number[], spacing: number): number {
  const pieces = build.parts.reduce((sum, part) => sum + part.quantity, 0);
  const byShare = Math.floor((1 - build.filled) / share(build.printer, size, spacing) + 1e-9);
  // An empty build takes at least one piece the printer holds, however large.
  return Math.max(pieces === 0 ? 1 : 0, Math.min(MAX_PIECES - pieces, byShare));
}

/** What one piece's box takes of the printer's share: its lying footprint on a platform, its box in a volume. */
function share(printer: ProposalPrinter, size: number[], spacing: number): number {
  const usable = printer.volume.map((length) => length - 2 * printer.margin);
  const [x, y, z] = size.map((length) => length + spacing) as [number, number, number];
  return printer.platform
    ? (x * y) / (usable[0]! * usable[1]! * AREA_SHARE)
    : (x * y * z) / (usable[0]! * usable[1]! * usable[2]! * VOLUME_SHARE);
}
