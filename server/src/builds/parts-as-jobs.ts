/**
 * The parts left to plan as a planner would put them on jobs, for a plan that makes those jobs:
 * grouped as a group nesting groups them (by process and material, earliest due first, as many
 * pieces as their boxes say a build holds), each group with the printers of its process that
 * hold every piece and the hours it would take on each. Its height is judged from how full its
 * pieces' boxes make the printer (on a platform, its tallest piece), its volume from the parts'
 * reports, its hours from each machine's figures. Nothing is packed here: the planner packs the
 * job's build once the job is made.
 */
import { fitsVolume } from 'shared/contracts';
import type { Db } from '../db/database.js';
import { type PrintFigures, printHours } from './estimate.js';
import { partsLeftToPlan, timedPrinters } from './group-nesting-queries.js';
import { type ProposalPart, type ProposalPrinter, proposeBuilds } from './group-proposal.js';
import { materialIfAny } from './material.js';

/** The spacing a group nesting keeps between pieces unless its planner says otherwise. */
const SPACING_MM = 2;

export interface PartsJob {
  name: string;
  parts: { rfqFileId: number; rfqId: number; fileName: string; quantity: number }[];
  /** Each printer that can make it, with the hours it would print there. */
  printers: { equipmentId: number; hours: number }[];
  /** The material its job would be made of (on the first of its printers). */
  materialId: number;
}

export async function partsAsJobs(db: Db, facilityId: number, itarAdmin: boolean, now: Date): Promise<PartsJob[]> {
  // The parts of orders due from now on, and apart from them the overdue ones (which the plan
  // names, not places): read together, a plant's overdue parts would fill the share of parts one
  // plan reads and leave out the parts it can still make in time.
  const [timedOnes, current, overdue] = await Promise.all([
    timedPrinters(db, facilityId),
    partsLeftToPlan(db, facilityId, itarAdmin, {}, { from: now }),
    partsLeftToPlan(db, facilityId, itarAdmin, {}, { before: now }),
  ]);
  if (timedOnes.length === 0) return [];
  const printers = timedOnes.map(({ printer }) => printer);
  const figuresOf = new Map(timedOnes.map(({ printer, figures }) => [printer.id, figures]));
  const jobs: PartsJob[] = [];
  for (const parts of [current, overdue]) jobs.push(...(await groupsAsJobs(db, parts, printers, figuresOf, jobs.length)));
  return jobs;
}

/** The groups of these parts as jobs, numbered on from `numbered`: those no printer can time, or of no one material, left out. */
async function groupsAsJobs(
  db: Db,
  parts: ProposalPart[],
  printers: ProposalPrinter[],
  figuresOf: Map<number, PrintFigures>,
  numbered: number,
): Promise<PartsJob[]> {
  const byId = new Map(parts.map((part) => [part.rfqFileId, part]));
  const { builds } = proposeBuilds(parts, printers, SPACING_MM);
  const jobs: PartsJob[] = [];
  for (const build of builds) {
    const pieces = build.parts.map(({ rfqFileId, quantity }) => ({ part: byId.get(rfqFileId)!, quantity }));
    const volume = pieces.reduce((sum, { part, quantity }) => sum + (part.volume ?? 0) * quantity, 0);
    const tallest = Math.max(...pieces.map(({ part }) => part.size![2]!));
    const usableHeight = build.printer.volume[2] - 2 * build.printer.margin;
    const height = build.printer.platform ? tallest : Math.max(tallest, build.filled * usableHeight);
    const holding = printers.filter(
      (printer) =>
        printer.processId === build.printer.processId &&
        pieces.every(({ part }) => fitsVolume(part.size!, printer.volume, printer.margin)),
    );
    const timed = holding.flatMap((printer) => {
      const hours = printHours(height, volume, figuresOf.get(printer.id)!);
      return hours === null ? [] : [{ equipmentId: printer.id, hours }];
    });
    if (timed.length === 0 || pieces.some(({ part }) => part.volume === null)) continue;
    const materialId = await materialIfAny(
      db,
      timed[0]!.equipmentId,
      pieces.map(({ part }) => part.rfqFileId),
    );
    if (materialId === null) continue;
    jobs.push({
      name: ['Plan', build.material, `${numbered + jobs.length + 1}`].filter(Boolean).join(' · '),
      parts: pieces.map(({ part, quantity }) => ({
        rfqFileId: part.rfqFileId,
        rfqId: part.rfqId,
        fileName: part.fileName,
        quantity,
      })),
      printers: timed,
      materialId,
    });
  }
  return jobs;
}
