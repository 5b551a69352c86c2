/** The shapes of the two quality config types: the dashboard's widgets and the records' PDFs. */
import { QUALITY_DASHBOARD_WIDGETS, QUALITY_REPORT_SECTIONS } from 'shared/contracts';
import { Type, type Static } from 'typebox';
import { StringEnum } from '../http/schema-helpers.js';

export const QualityDashboardConfigSchema = Type.Object(
  {
    widgets: Type.Array(
      Type.Object({ key: StringEnum(QUALITY_DASHBOARD_WIDGETS), shown: Type.Boolean() }, { additionalProperties: false }),
      {
        maxItems: QUALITY_DASHBOARD_WIDGETS.length,
        description:
          'The dashboard’s widgets in the order it shows them, each shown or not; a widget not named is not shown (answers name every widget)',
      },
    ),
  },
  { $id: 'QualityDashboardConfig', additionalProperties: false },
);
export type QualityDashboardConfig = Static<typeof QualityDashboardConfigSchema>;

/** One line of the PDFs' header: a line break would run out of the band. */
const HeaderLine = (maxLength: number, description: string) => Type.String({ maxLength, pattern: '^[^\\r\\n]*$', description });

export const QualityReportConfigSchema = Type.Object(
  {
    companyName: HeaderLine(120, 'The name at the head of the PDFs; empty: the facility profile’s name'),
    addressLine: HeaderLine(200, 'The address line under the name; empty: none'),
    documentCode: HeaderLine(40, 'The form’s code in the facility’s quality system (QF-8.7-01); empty: none'),
    revision: HeaderLine(20, 'The form’s revision (3), written after its code'),
    logo: Type.Boolean({ description: 'Draws the facility profile’s logo beside the name, when the profile has one' }),
    sections: Type.Array(StringEnum(QUALITY_REPORT_SECTIONS), {
      uniqueItems: true,
      description:
        'The parts of an NCR’s or a CAPA’s PDF a facility may leave out that it includes: the internal notes, the cost of the pieces lost, the attachments, the history',
    }),
  },
  { $id: 'QualityReportConfig', additionalProperties: false },
);
export type QualityReportConfig = Static<typeof QualityReportConfigSchema>;
