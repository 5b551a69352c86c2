import { MAX_BUILDS, type ProposalPart, type ProposalPrinter, proposeBuilds } from './group-proposal.js';

const day = (n: number) => new Date(Date.UTC(2031, 0, n));
const printer = (
  id: number,
  name: string,
  processId: number,
  volume: [number, number, number],
  platform = false,
): ProposalPrinter => ({
  id,
  name,
  processId,
  volume,
  margin: 5,
  platform,
});
const MJF = printer(1, 'MJF-01', 10, [380, 284, 380]);
const MJF_2 = printer(2, 'MJF-02', 10, [380, 284, 380]);
const SLA = printer(3, 'SLA-01', 20, [335, 200, 300], true);

let next = 1;
const part = (fields: Partial<ProposalPart>): ProposalPart => ({
  rfqFileId: next++,
  rfqId: 1,
  fileName: `part-${next}.stl`,
  processId: 10,
  material: 'PA 12',
  due: day(10),
  left: 1,
  size: [20, 20, 20],
  volume: 8000,
  ...fields,
});

describe('a group nesting’s proposal', () => {
  it('puts parts of one process and material together, earliest due first, and the next material in builds of its own', () => {
    const late = part({ due: day(20), left: 5 });
    const early = part({ due: day(5), left: 3 });
    const undated = part({ due: null, left: 2 });
    const pa11 = part({ material: 'PA 11', due: day(1), left: 4 });
    const { builds, leftOut } = proposeBuilds([late, undated, early, pa11], [MJF], 2);
    expect(leftOut).toEqual([]);
    expect(builds.map((build) => [build.material, build.printer.name, build.parts])).toEqual([
      ['PA 11', 'MJF-01', [{ rfqFileId: pa11.rfqFileId, quantity: 4 }]],
      [
        'PA 12',
        'MJF-01',
        [
          { rfqFileId: early.rfqFileId, quantity: 3 },
          { rfqFileId: late.rfqFileId, quantity: 5 },
          { rfqFileId: undated.rfqFileId, quantity: 2 },
        ],
      ],
    ]);
  });

  it('opens another build when the boxes fill the share of a volume the packer fills, on the chosen printer with the fewest', () => {
    // 100 mm cubes with 2 mm spacing: 102³ each, against half of 370 × 274 × 370 mm, 17 a build.
    const cubes = part({ size: [100, 100, 100], left: 40 });
    const { builds } = proposeBuilds([cubes], [MJF, MJF_2], 2);
    expect(builds.map((build) => [build.printer.name, build.parts[0]!.quantity])).toEqual([
      ['MJF-01', 17],
      ['MJF-02', 17],
      ['MJF-01', 6],
    ]);
  });

  it('fills a platform by the footprints’ area, whatever their height', () => {
    // 48 × 48 footprints with 2 mm spacing: 2,500 mm² each, against 70 % of 325 × 190 mm, 17 a platform.
    const pucks = part({ processId: 20, material: 'Grey Resin', size: [48, 48, 200], left: 20 });
    const { builds } = proposeBuilds([pucks], [SLA, MJF], 2);
    expect(builds.map((build) => [build.printer.name, build.parts[0]!.quantity])).toEqual([
      ['SLA-01', 17],
      ['SLA-01', 3],
    ]);
  });

  it('leaves out, with the reason, a part without a verified file, of a process no chosen printer prints, or too large for them', () => {
    const unverified = part({ size: null, left: 2 });
    const resin = part({ processId: 20 });
    const huge = part({ size: [500, 20, 20], left: 3 });
    const { builds, leftOut } = proposeBuilds([unverified, resin, huge], [MJF], 2);
    expect(builds).toEqual([]);
    expect(leftOut).toEqual([
      {
        rfqFileId: unverified.rfqFileId,
        fileName: unverified.fileName,
        quantity: 2,
        code: 'NOT_VERIFIED',
        reason: 'Its part file has not been verified',
      },
      {
        rfqFileId: resin.rfqFileId,
        fileName: resin.fileName,
        quantity: 1,
        code: 'NO_MACHINE_OF_PROCESS',
        reason: 'None of the chosen machines prints its process',
      },
      {
        rfqFileId: huge.rfqFileId,
        fileName: huge.fileName,
        quantity: 3,
        code: 'FITS_NO_MACHINE',
        reason: 'It fits none of the chosen machines',
      },
    ]);
  });

  it('stops at its number of builds and says how many pieces wait for the next proposal', () => {
    const blocks = part({ size: [300, 250, 300], left: MAX_BUILDS + 4 });
    const { builds, leftOut } = proposeBuilds([blocks], [MJF], 2);
    expect(builds).toHaveLength(MAX_BUILDS);
    expect(leftOut).toEqual([
      expect.objectContaining({
        quantity: 4,
        code: 'TOO_MANY_BUILDS',
        reason: `More than ${MAX_BUILDS} builds would be needed: accept these and propose again`,
      }),
    ]);
  });
});
