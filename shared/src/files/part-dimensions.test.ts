import { verifyReport } from './fake-file-client';
import { partDimensions } from './part-dimensions';

it('measures a part along each axis from its bounding box, wherever the box sits', () => {
  expect(partDimensions(verifyReport({ boundingBox: { min: [-5, 10, -2.5], max: [5, 30, 27.5] } }))).toEqual([10, 20, 30]);
});
