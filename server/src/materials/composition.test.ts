import fc from 'fast-check';
import { blend, type Composition, massOf, oneCycleOlder, take, takeFrom, thousandthsOfPercent, virgin } from './composition.js';

const sharesOf = (entries: [number, number][]) => new Map(entries);

describe('taking from a batch', () => {
  it('takes in proportion, to the milligram, and leaves exactly the rest', () => {
    const { taken, left } = take(
      sharesOf([
        [1, 700],
        [2, 300],
      ]),
      500,
    );
    expect([...taken]).toEqual([
      [1, 350],
      [2, 150],
    ]);
    expect([...left]).toEqual([
      [1, 350],
      [2, 150],
    ]);
  });

  it('gives the milligrams the rounding leaves out to the largest remainders', () => {
    // Two of three 1 mg shares: the two smaller keys get their milligram, the third none.
    const { taken } = take(
      sharesOf([
        [1, 1],
        [2, 1],
        [3, 1],
      ]),
      2,
    );
    expect(massOf(taken)).toBe(2);
    expect([...taken]).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });

  it('refuses to take more than the batch holds', () => {
    expect(() => take(sharesOf([[1, 10]]), 11)).toThrow('Cannot take 11 mg of 10 mg');
  });

  it('adds a cycle to every milligram that went through a build', () => {
    const used = oneCycleOlder(blend(virgin(1, 300), oneCycleOlder(virgin(2, 700))));
    expect([...used.byCycles].sort()).toEqual([
      [1, 300],
      [2, 700],
    ]);
    expect([...used.byLot].sort()).toEqual([
      [1, 300],
      [2, 700],
    ]);
  });

  it('shows fractions that add up to 100.000 %', () => {
    expect([
      ...thousandthsOfPercent(
        sharesOf([
          [1, 1],
          [2, 1],
          [3, 1],
        ]),
      ),
    ]).toEqual([
      [1, 33_334],
      [2, 33_333],
      [3, 33_333],
    ]);
  });

  it('takes tonnes exactly, past what a double multiplies exactly', () => {
    const tonnes = sharesOf([
      [1, 3_000_000_001],
      [2, 6_999_999_999],
    ]);
    const { taken, left } = take(tonnes, 7_777_777_777);
    expect(massOf(taken)).toBe(7_777_777_777);
    expect(massOf(left)).toBe(10_000_000_000 - 7_777_777_777);
  });
});

/** One step of a shop's powder: blend some of two batches, take some out to a build and reclaim it, or receive a lot. */
type Step = { kind: 'blend' | 'build' | 'receive'; a: number; b: number; share: number; lossShare: number };

const step = fc.record({
  kind: fc.constantFrom<Step['kind']>('blend', 'blend', 'build', 'receive'),
  a: fc.nat(),
  b: fc.nat(),
  share: fc.double({ min: 0, max: 1, noNaN: true }),
  lossShare: fc.double({ min: 0, max: 0.2, noNaN: true }),
});

function assertWhole(batch: Composition, mass: number) {
  expect(massOf(batch.byLot)).toBe(mass);
  expect(massOf(batch.byCycles)).toBe(mass);
  for (const mg of [...batch.byLot.values(), ...batch.byCycles.values()]) expect(Number.isInteger(mg) && mg > 0).toBe(true);
  if (mass > 0) {
    expect(massOf(thousandthsOfPercent(batch.byLot))).toBe(100_000);
    expect(massOf(thousandthsOfPercent(batch.byCycles))).toBe(100_000);
  }
}

describe('a shop blending, splitting and re-using powder at random', () => {
  it('never loses or makes a milligram, and every batch still sums to 100.000 %', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 120 }), fc.integer({ min: 1, max: 50_000_000 }), (steps, lotMass) => {
        let nextLot = 1;
        let received = 0;
        let lost = 0;
        const batches: Composition[] = [virgin(nextLot++, lotMass)];
        received += lotMass;
        for (const s of steps) {
          const pick = (n: number) => batches[n % batches.length]!;
          if (s.kind === 'receive') {
            batches.push(virgin(nextLot++, lotMass));
            received += lotMass;
            continue;
          }
          const from = pick(s.a);
          const mg = Math.floor(massOf(from.byLot) * s.share);
          const { taken, left } = takeFrom(from, mg);
          batches[batches.indexOf(from)] = left;
          if (s.kind === 'blend') {
            const other = pick(s.b);
            batches[batches.indexOf(other)] = blend(other, taken);
          } else {
            // A build fuses some of the powder into parts; the rest comes back one cycle older.
            const fused = Math.floor(massOf(taken.byLot) * s.lossShare);
            const reclaimed = takeFrom(taken, massOf(taken.byLot) - fused).taken;
            lost += fused;
            batches.push(oneCycleOlder(reclaimed));
          }
        }
        for (const batch of batches) assertWhole(batch, massOf(batch.byLot));
        expect(batches.reduce((sum, b) => sum + massOf(b.byLot), 0) + lost).toBe(received);
      }),
      { numRuns: 200 },
    );
  });

  it('takes every share within a milligram of its exact proportion', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1_000_000_000 }), { minLength: 1, maxLength: 30 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (masses, share) => {
          const shares = new Map(masses.map((mg, i) => [i, mg]));
          const total = massOf(shares);
          const mg = Math.floor(total * share);
          const { taken } = take(shares, mg);
          expect(massOf(taken)).toBe(mg);
          for (const [key, whole] of shares) expect(Math.abs((taken.get(key) ?? 0) - (whole * mg) / total)).toBeLessThan(1);
        },
      ),
    );
  });
});
