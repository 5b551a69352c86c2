import { openCapa } from '../../test-fixtures';
import { eightDCause, firstEightD, firstFishbone, firstFiveWhys, fiveWhysCause } from './root-cause-values';

describe('the root-cause forms', () => {
  it('start from what the CAPA says, or from the root cause recorded with that method', () => {
    const capa = openCapa();
    expect(firstFiveWhys(capa)).toEqual({ problem: 'Jaws warp at the lip', whys: [''], rootCause: '' });
    expect(firstEightD(capa)).toEqual(
      expect.objectContaining({
        team: ['Alex Admin'],
        problem: 'Jaws warp at the lip',
        containment: 'Every jaw measured before shipping',
      }),
    );
    const recorded = openCapa({ rootCause: { method: 'FIVE_WHYS', problem: 'P', whys: ['A', 'B'], rootCause: 'R' } });
    expect(firstFiveWhys(recorded)).toEqual({ problem: 'P', whys: ['A', 'B'], rootCause: 'R' });
    // Another method's form starts afresh.
    expect(firstFishbone(recorded).causes).toEqual([{ category: 'MACHINE', cause: '' }]);
  });

  it('send every text trimmed, with the method named', () => {
    expect(fiveWhysCause({ problem: ' P ', whys: [' A', 'B '], rootCause: 'R\n' })).toEqual({
      method: 'FIVE_WHYS',
      problem: 'P',
      whys: ['A', 'B'],
      rootCause: 'R',
    });
    expect(eightDCause({ ...firstEightD(openCapa()), rootCause: ' Cooling ', prevention: '  ' })).toEqual(
      expect.objectContaining({ method: 'EIGHT_D', rootCause: 'Cooling', prevention: '' }),
    );
  });
});
