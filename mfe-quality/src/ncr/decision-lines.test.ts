import { decisionLines, piecesOf, splitState } from './decision-lines';

describe('a decision’s lines', () => {
  it('keeps the offered dispositions given pieces, in the order offered', () => {
    const lines = decisionLines(['USE_AS_IS', 'REWORK', 'SCRAP'], { SCRAP: 2, REWORK: 0, USE_AS_IS: 1, REPAIR: 4 });
    expect(lines).toEqual([
      { disposition: 'USE_AS_IS', quantity: 1 },
      { disposition: 'SCRAP', quantity: 2 },
    ]);
    expect(piecesOf(lines)).toBe(3);
  });

  it('says whether the split decides every piece, too few or too many', () => {
    expect([splitState(3, 3), splitState(1, 3), splitState(4, 3)]).toEqual(['EXACT', 'SHORT', 'OVER']);
  });
});
