import type { Job } from 'shared/contracts';
import { jobFormSchema, newJobValues, toJobInput, valuesOfJob } from './job-form-values.js';
import type { JobText } from './texts.js';

const text: JobText = (id, values) => (values ? `${id} ${JSON.stringify(values)}` : id);
const schema = jobFormSchema(text);
const errorsOf = async (values: object) => {
  try {
    await schema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('job form rules', () => {
  it('names every missing field of a new job with its message id', async () => {
    expect(await errorsOf(newJobValues())).toEqual([
      'jobForm.jobNameRequired',
      'jobForm.equipmentRequired',
      'jobForm.materialRequired',
      'jobForm.startDateRequired',
      'jobForm.endDateRequired',
    ]);
  });

  it('needs no material for downtime, and each secondary material once added', async () => {
    const downtime = { ...newJobValues('DOWNTIME'), jobName: 'Service', equipmentId: '1', fromDate: 1, toDate: 2 };
    expect(await errorsOf(downtime)).toEqual([]);
    const order = { ...downtime, jobType: 'ORDER', materialId: '3', secondaryMaterials: [{ materialId: '', quantity: 0 }] };
    expect(await errorsOf(order)).toEqual(['jobForm.secondaryMaterialRequired']);
  });

  it('keeps the start before the end', async () => {
    const values = { ...newJobValues(), jobName: 'A', equipmentId: '1', materialId: '2', fromDate: 5, toDate: 4 };
    expect(await errorsOf(values)).toEqual(['jobForm.startAfterEnd', 'jobForm.endBeforeStart']);
  });

  it('asks for the duration only where it shows, and keeps part quantities within what is left', async () => {
    const done = {
      ...newJobValues(),
      id: 9,
      jobStatus: 'COMPLETED',
      jobName: 'A',
      equipmentId: '1',
      materialId: '2',
      fromDate: 1,
      toDate: 2,
      actualTime: 0,
    };
    expect(await errorsOf(done)).toEqual(['jobForm.durationRequired']);
    const parts = {
      ...done,
      actualTime: 3,
      parts: [{ orderId: 1, orderTitle: 'o', fileId: 4, fileName: 'f', itar: false, quantity: 6, max: 5 }],
    };
    expect(await errorsOf(parts)).toEqual(['jobForm.quantityRange {"max":5}']);
  });
});

it('round-trips a job through the form and groups parts by order', () => {
  const job = {
    id: 3,
    jobName: 'Build',
    jobType: 'ORDER',
    jobSource: 'SCHEDULING',
    jobCreationType: 'MANUAL',
    jobStatus: 'QUEUED',
    fromDate: 10,
    toDate: 20,
    estimatedTime: 4,
    actualTime: 0,
    materialUnit: 'GRAM',
    materialQuantityUsed: 0,
    materialDTO: { id: 5, name: 'PA 2200' },
    secondaryMaterials: [],
    supportMaterial: null,
    equipmentDTO: { id: 2, displayName: 'SLS-01', spId: 1, facilityName: 'Austin' },
    equipmentType: 'THREED_PRINTER',
    jobOrderDTOs: [
      {
        orderId: 7,
        subOrderId: null,
        rfqDTO: { id: 7, displayTitle: 'Order', estimatedDeliveryDate: null },
        fileIds: [
          {
            id: 1,
            fileName: 'a.stl',
            quantity: 2,
            completedQuantity: 0,
            rfqCadFileId: 11,
            itar: false,
            rfqFileDTO: { notScheduled: 3 },
          },
          {
            id: 2,
            fileName: 'b.stl',
            quantity: 1,
            completedQuantity: 0,
            rfqCadFileId: 12,
            itar: false,
            rfqFileDTO: { notScheduled: 0 },
          },
        ],
      },
    ],
    jobNotes: '',
    buildPlateUtilization: null,
    simulationSoftwareDTO: null,
    priorityLabel: { id: 4, name: 'Rush', color: '#d9534f' },
    tags: [{ id: 9, name: 'Night shift', color: '#57606a' }],
    itar: false,
    active: true,
    updatedAt: 1234,
  } as unknown as Job;
  const values = valuesOfJob(job);
  expect(values.parts.map((p) => p.max)).toEqual([5, 1]);
  expect(toJobInput(values)).toEqual(
    expect.objectContaining({
      id: 3,
      updatedAt: 1234,
      equipmentDTO: { id: 2 },
      materialDTO: { id: 5 },
      supportMaterial: null,
      priorityLabel: { id: 4 },
      tags: [{ id: 9 }],
      jobOrderDTOs: [
        {
          orderId: 7,
          fileIds: [
            { rfqCadFileId: 11, quantity: 2 },
            { rfqCadFileId: 12, quantity: 1 },
          ],
        },
      ],
    }),
  );
});
