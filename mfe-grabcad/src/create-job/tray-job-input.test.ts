import type { Equipment } from 'shared/contracts';
import { bookedMs, trayJobInput } from './tray-job-input';

const sls = { id: 4, currentlyUsedMaterialId: 9 } as Equipment;
const estimate = {
  durationHours: 7.256,
  materialCm3: 412.345,
  materialGrams: 383.48,
  files: [
    { rfqFileId: 11, orderId: 1, fileName: 'bracket.stl', quantity: 3 },
    { rfqFileId: 12, orderId: 2, fileName: 'housing.stl', quantity: 1 },
    { rfqFileId: 13, orderId: 1, fileName: 'lid.stl', quantity: 2 },
  ],
};
const start = Date.UTC(2031, 5, 2, 8);

it('makes the tray’s parts the job’s, by order, with their pieces', () => {
  expect(trayJobInput({ jobName: '  Week 23  ', equipment: sls, fromDate: start }, estimate)).toEqual({
    jobName: 'Week 23',
    jobType: 'ORDER',
    equipmentDTO: { id: 4 },
    materialDTO: { id: 9 },
    fromDate: start,
    toDate: start + 436 * 60_000,
    estimatedTime: 7.26,
    materialUnit: 'GRAM',
    materialQuantityUsed: 383.5,
    jobOrderDTOs: [
      {
        orderId: 1,
        fileIds: [
          { rfqCadFileId: 11, quantity: 3 },
          { rfqCadFileId: 13, quantity: 2 },
        ],
      },
      { orderId: 2, fileIds: [{ rfqCadFileId: 12, quantity: 1 }] },
    ],
  });
});

it('counts the material in millilitres where it has no density, and a machine without one loaded has none', () => {
  const input = trayJobInput(
    { jobName: 'Resin', equipment: { ...sls, currentlyUsedMaterialId: null }, fromDate: start },
    { ...estimate, materialGrams: null },
  );
  expect(input).toMatchObject({ materialDTO: null, materialUnit: 'MILI_LITRE', materialQuantityUsed: 412.3 });
});

it('books whole minutes, at least one', () => {
  expect(bookedMs(0)).toBe(60_000);
  expect(bookedMs(1)).toBe(3_600_000);
  expect(bookedMs(1.001)).toBe(61 * 60_000);
});
