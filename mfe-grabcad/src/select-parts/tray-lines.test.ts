import { opensInTool, quantityProblem } from './tray-lines';

it('takes a quantity from 1 to what is left to schedule', () => {
  expect(quantityProblem(null, 5)).toBe('required');
  expect(quantityProblem(0, 5)).toBe('required');
  expect(quantityProblem(1.5, 5)).toBe('required');
  expect(quantityProblem(1, 5)).toBeNull();
  expect(quantityProblem(5, 5)).toBeNull();
  expect(quantityProblem(6, 5)).toBe('tooMany');
});

it('sends to the tray only the part-file formats the desktop tool opens', () => {
  expect(opensInTool('bracket.STL')).toBe(true);
  expect(opensInTool('housing.step')).toBe(true);
  expect(opensInTool('drawing.pdf')).toBe(false);
  expect(opensInTool('stl')).toBe(false);
});
