import { DISTRIBUTIONS } from 'shared/contracts';
import { RFQ_REQUIRABLE_FIELDS } from 'shared/orders';
import { Type } from 'typebox';
import { EpochMs, Nullable, StringEnum } from '../http/schema-helpers.js';

const fields = {
  requiredFields: Type.Array(StringEnum(RFQ_REQUIRABLE_FIELDS), {
    uniqueItems: true,
    description: 'New Order fields the store front’s customers must fill before submitting',
  }),
  distributions: Type.Array(StringEnum(DISTRIBUTIONS), {
    minItems: 1,
    uniqueItems: true,
    description: 'Where the store front’s orders may go',
  }),
  quoteDueDays: Type.Integer({
    minimum: 1,
    maximum: 365,
    description: 'New Order proposes a quote due date this many days ahead',
  }),
  ndaTemplate: Type.String({ maxLength: 20_000, description: 'The NDA offered when an order asks for one; empty: none' }),
  termsText: Type.String({
    maxLength: 50_000,
    description: 'The terms and conditions (TERM_AND_CONDITION) customers accept on ordering; empty: none',
  }),
};

export const RfqConfigInput = Type.Object(fields, { additionalProperties: false, $id: 'RfqConfigInput' });

export const RfqConfigSchema = Type.Object(
  {
    ...fields,
    termsVersion: Type.Integer({ description: 'Goes up with each change of the terms’ wording; 0: never any terms' }),
    termsChangedAt: Nullable(EpochMs('When the terms in force were written')),
  },
  { $id: 'RfqConfig' },
);
