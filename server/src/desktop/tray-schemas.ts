/**
 * What the desktop tool reads from the platform to fill and estimate its tray: links to the
 * parts' files, a queued job's parts, and a machine's print figures.
 */
import { Type, type Static } from 'typebox';
import { EpochMs, Id, Nullable } from '../http/schema-helpers.js';

const TrayModelFields = {
  rfqFileId: Type.Integer({ description: 'The part of the order' }),
  orderId: Type.Integer(),
  fileName: Type.String({ description: 'The name of the file the link serves' }),
  url: Type.String({
    description: 'A signed, absolute link to the part’s file; anyone holding it may download it until expiresAt',
  }),
  expiresAt: EpochMs('When the link stops working'),
};

const TrayModelSchema = Type.Object(TrayModelFields, { $id: 'DesktopTrayModel' });
export type TrayModel = Static<typeof TrayModelSchema>;

export const TrayLinksBody = Type.Object(
  {
    rfqFileIds: Type.Array(Id({ description: 'A part of an order awarded to the caller’s facility' }), {
      minItems: 1,
      maxItems: 200,
      uniqueItems: true,
    }),
  },
  { additionalProperties: false },
);

export const TrayLinksSchema = Type.Object(
  { models: Type.Array(TrayModelSchema, { description: 'One per part asked for, in the order asked' }) },
  { $id: 'DesktopTrayLinks' },
);

export const JobTraySchema = Type.Object(
  {
    jobId: Type.Integer(),
    jobName: Type.String(),
    models: Type.Array(
      Type.Object({ ...TrayModelFields, quantity: Type.Integer({ description: 'The job’s pieces of the part' }) }),
    ),
  },
  { $id: 'DesktopJobTray' },
);
export type JobTray = Static<typeof JobTraySchema>;

const Figure = (description: string) => Nullable(Type.Number({ description }));

export const PrintFiguresSchema = Type.Object(
  {
    equipmentId: Type.Integer(),
    name: Type.String(),
    layerMm: Figure('The layer height (mm); null for a machine that does not print'),
    layerSeconds: Figure('Seconds a layer takes; null for a machine that does not print'),
    secondsPerCm3: Figure('Seconds per cm³ of parts; null for a machine that does not print'),
    material: Nullable(
      Type.Object(
        {
          id: Type.Integer(),
          name: Type.String(),
          densityGCm3: Nullable(Type.Number({ description: 'g/cm³ from its data sheet; null without one' })),
        },
        { description: 'The material loaded in the machine; null when none is' },
      ),
    ),
  },
  { $id: 'DesktopPrintFigures' },
);
export type PrintFigures = Static<typeof PrintFiguresSchema>;

export const JobParams = Type.Object({ jobId: Id() });
export const EquipmentParams = Type.Object({ equipmentId: Id() });

export const TRAY_SCHEMAS = [TrayModelSchema, TrayLinksSchema, JobTraySchema, PrintFiguresSchema];
