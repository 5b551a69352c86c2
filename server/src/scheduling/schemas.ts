import { JOB_CREATION_TYPES, JOB_SOURCES, JOB_STATUSES, JOB_TYPES, MACHINE_KINDS, MATERIAL_UNITS } from 'shared/contracts';
import { Type } from 'typebox';
import { Chip, EpochMs, Id, Named, Nullable, ref, StringEnum } from '../http/schema-helpers.js';
import { RfqFileSchema } from '../orders/index.js';

const IdRef = Type.Object({ id: Id() }, { additionalProperties: true });
const Amount = (description: string) => Type.Number({ minimum: 0, maximum: 1e9, description });

export const JobSchema = Type.Object(
  {
    id: Type.Integer(),
    jobName: Type.String(),
    jobType: StringEnum(JOB_TYPES),
    jobSource: StringEnum(JOB_SOURCES),
    jobCreationType: StringEnum(JOB_CREATION_TYPES),
    jobStatus: StringEnum(JOB_STATUSES),
    fromDate: EpochMs(),
    toDate: EpochMs(),
    estimatedTime: Type.Number({ description: 'Hours' }),
    actualTime: Type.Number({ description: 'Hours' }),
    materialUnit: StringEnum(MATERIAL_UNITS),
    materialQuantityUsed: Type.Number(),
    materialDTO: Type.Union([Named, Type.Null()]),
    secondaryMaterials: Type.Array(Type.Object({ materialDTO: Named, materialQuantityUsed: Type.Number() })),
    supportMaterial: Type.Union([Type.Object({ materialDTO: Named, jobMaterialType: Type.Literal('SUPPORT') }), Type.Null()]),
    equipmentDTO: Type.Object({
      id: Type.Integer(),
      displayName: Type.String(),
      spId: Type.Integer(),
      facilityName: Type.String(),
    }),
    equipmentType: StringEnum(MACHINE_KINDS),
    jobOrderDTOs: Type.Array(
      Type.Object({
        orderId: Type.Integer(),
        subOrderId: Type.Union([Type.Integer(), Type.Null()]),
        rfqDTO: Type.Object({
          id: Type.Integer(),
          displayTitle: Type.String(),
          estimatedDeliveryDate: Type.Union([EpochMs(), Type.Null()]),
        }),
        fileIds: Type.Array(
          Type.Object({
            id: Type.Integer(),
            fileName: Type.String(),
            quantity: Type.Integer(),
            completedQuantity: Type.Integer(),
            rfqCadFileId: Type.Integer(),
            itar: Type.Boolean(),
            rfqFileDTO: ref(RfqFileSchema),
          }),
        ),
      }),
    ),
    jobNotes: Type.String(),
    buildPlateUtilization: Type.Union([Type.Number(), Type.Null()]),
    simulationSoftwareDTO: Type.Union([Named, Type.Null()]),
    priorityLabel: Nullable(Chip),
    tags: Type.Array(Chip),
    itar: Type.Boolean(),
    active: Type.Boolean(),
    pinned: Type.Boolean({ description: 'Kept where it is by the auto-scheduler' }),
    updatedAt: EpochMs('When the job was last saved'),
  },
  { $id: 'Job' },
);

export const JobInputSchema = Type.Object(
  {
    id: Type.Optional(Id()),
    jobName: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
    jobType: Type.Optional(StringEnum(JOB_TYPES)),
    jobSource: Type.Optional(StringEnum(JOB_SOURCES)),
    jobCreationType: Type.Optional(StringEnum(JOB_CREATION_TYPES)),
    jobStatus: Type.Optional(StringEnum(JOB_STATUSES)),
    fromDate: EpochMs('Start, epoch milliseconds'),
    toDate: EpochMs('End, epoch milliseconds; after fromDate'),
    estimatedTime: Type.Optional(Amount('Hours')),
    actualTime: Type.Optional(Amount('Hours')),
    materialUnit: Type.Optional(StringEnum(MATERIAL_UNITS)),
    materialQuantityUsed: Type.Optional(Amount('In materialUnit')),
    materialDTO: Type.Optional(Type.Union([IdRef, Type.Null()])),
    secondaryMaterials: Type.Optional(
      Type.Array(
        Type.Object(
          { materialDTO: IdRef, materialQuantityUsed: Type.Optional(Amount('In materialUnit')) },
          { additionalProperties: true },
        ),
        { maxItems: 20 },
      ),
    ),
    supportMaterial: Type.Optional(
      Type.Union([Type.Object({ materialDTO: IdRef }, { additionalProperties: true }), Type.Null()]),
    ),
    equipmentDTO: IdRef,
    equipmentType: Type.Optional(StringEnum(MACHINE_KINDS)),
    jobOrderDTOs: Type.Optional(
      Type.Array(
        Type.Object(
          {
            orderId: Id(),
            fileIds: Type.Array(
              Type.Object(
                {
                  rfqCadFileId: Id(),
                  quantity: Id(),
                  completedQuantity: Type.Optional(
                    Type.Integer({
                      minimum: 0,
                      description:
                        'Pieces made, counted when the job completes (all of them unless fewer are given); a completed job’s count may be corrected',
                    }),
                  ),
                },
                { additionalProperties: true },
              ),
              {
                minItems: 1,
                maxItems: 500,
              },
            ),
          },
          { additionalProperties: true },
        ),
        { maxItems: 100 },
      ),
    ),
    jobNotes: Type.Optional(Type.String({ maxLength: 4000 })),
    buildPlateUtilization: Type.Optional(Type.Union([Type.Number({ minimum: 0, maximum: 100 }), Type.Null()])),
    simulationSoftwareDTO: Type.Optional(Type.Union([IdRef, Type.Null()])),
    priorityLabel: Type.Optional(
      Type.Union([IdRef, Type.Null()], { description: 'One of the facility’s priority labels, or none; kept when left out' }),
    ),
    tags: Type.Optional(Type.Array(IdRef, { maxItems: 20, description: 'The facility’s job tags; kept when left out' })),
    itar: Type.Optional(Type.Boolean({ description: 'ITAR-cleared: may make export-controlled parts' })),
    updatedAt: Type.Optional(EpochMs('The updatedAt the client read; an update of a job saved since then is refused')),
  },
  // A client may send back the whole job it read (PUT's body is the job): read-only fields are ignored.
  { additionalProperties: true, $id: 'JobInput' },
);

export const JobSearchResultSchema = Type.Object(
  { jobDTOS: Type.Array(ref(JobSchema)), totalCount: Type.Integer() },
  { $id: 'JobSearchResult' },
);

const IdList = Type.Array(Id(), { maxItems: 1000 });
const SchedulerFiltersSchema = Type.Object(
  {
    materialTypes: Type.Optional(IdList),
    amProcesses: Type.Optional(IdList),
    models: Type.Optional(IdList),
    manufacturers: Type.Optional(IdList),
    equipments: Type.Optional(IdList),
    materials: Type.Optional(IdList),
    sp: Type.Optional(IdList),
  },
  { additionalProperties: false, $id: 'SchedulerFilters' },
);

export const JobSearchBodySchema = Type.Object(
  { fromDate: EpochMs(), toDate: EpochMs(), filters: Type.Optional(ref(SchedulerFiltersSchema)) },
  { additionalProperties: false, $id: 'JobSearchBody' },
);

export const LiteSearchBodySchema = Type.Object(
  {
    searchString: Type.Optional(Type.String({ minLength: 3, maxLength: 200 })),
    jobId: Type.Optional(Id()),
    jobName: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    rfqId: Type.Optional(Id()),
    rfqTitle: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    partId: Type.Optional(Id()),
  },
  {
    additionalProperties: false,
    minProperties: 1,
    maxProperties: 1,
    description: 'Exactly one of the fields',
    $id: 'JobLiteSearchBody',
  },
);

export const JobLiteSchema = Type.Object(
  {
    id: Type.Integer(),
    jobName: Type.String(),
    jobStatus: StringEnum(JOB_STATUSES),
    fromDate: EpochMs(),
    toDate: EpochMs(),
    equipmentId: Type.Integer(),
    equipmentName: Type.String(),
  },
  { $id: 'JobLite' },
);

export const PaginationParams = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 100 }),
  offset: Type.Integer({ minimum: 0, maximum: 10_000_000 }),
});

export const PaginationQuery = Type.Object(
  {
    jobType: Type.Optional(StringEnum(JOB_TYPES)),
    jobStatus: Type.Optional(StringEnum(JOB_STATUSES)),
    fromDate: Type.Optional(EpochMs()),
    toDate: Type.Optional(EpochMs()),
    equipmentId: Type.Optional(Id()),
  },
  { additionalProperties: false },
);

export const NextSlotQuery = Type.Object(
  {
    equipment: Id({ description: 'Equipment id' }),
    totalHours: Type.Number({ minimum: 1 / 60, maximum: 8760, description: 'Length of the job in hours (at least a minute)' }),
    excludeJobId: Type.Optional(Id({ description: 'A job being moved: its own booking does not block' })),
  },
  { additionalProperties: false },
);

export const NextAvailableSlotSchema = Type.Object(
  { fromDate: Type.Integer(), toDate: Type.Integer() },
  { $id: 'NextAvailableSlot' },
);

/** The named schemas of this module, registered by its routes. */
export const SCHEDULING_SCHEMAS = [
  JobSchema,
  JobInputSchema,
  JobSearchResultSchema,
  SchedulerFiltersSchema,
  JobSearchBodySchema,
  LiteSearchBodySchema,
  JobLiteSchema,
  NextAvailableSlotSchema,
];
