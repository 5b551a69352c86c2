import { turnBatched } from './turn-batch.js';

describe('turnBatched', () => {
  it('loads every key asked in one turn with one call, and gives each caller its own value', async () => {
    const calls: number[][] = [];
    const load = turnBatched(async (keys: number[]) => {
      calls.push(keys);
      return new Map(keys.filter((k) => k !== 3).map((k) => [k, `value ${k}`]));
    });
    const answers = await Promise.all([load(1), load(2), load(1), load(3)]);
    expect(answers).toEqual(['value 1', 'value 2', 'value 1', undefined]);
    expect(calls).toEqual([[1, 2, 3]]);
  });

  it('loads again for keys asked in a later turn: nothing is kept', async () => {
    let version = 0;
    const load = turnBatched(async (keys: string[]) => new Map(keys.map((k) => [k, `${k} v${++version}`])));
    expect(await load('a')).toBe('a v1');
    expect(await load('a')).toBe('a v2');
  });

  it('fails every caller of a turn whose load fails, and serves the next turn', async () => {
    let fail = true;
    const load = turnBatched(async (keys: number[]) => {
      if (fail) throw new Error('database down');
      return new Map(keys.map((k) => [k, k * 10]));
    });
    await expect(Promise.all([load(1), load(2)])).rejects.toThrow('database down');
    fail = false;
    expect(await load(2)).toBe(20);
  });
});
