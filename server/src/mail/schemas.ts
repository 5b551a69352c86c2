import { Type } from 'typebox';
import { LANGUAGE_KEYS } from 'shared/texts';
import { EpochMs, Nullable, StringEnum } from '../http/schema-helpers.js';
import { TEMPLATE_KEYS } from './templates.js';

/** An email of the outbox, as the dev outbox lists it. */
export const EmailSchema = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  fromName: Type.Union([Type.String(), Type.Null()], { description: 'The facility’s sender name, when it set one' }),
  replyTo: Type.Union([Type.String(), Type.Null()]),
  status: StringEnum(['PENDING', 'SENT', 'FAILED', 'CAPTURED'] as const),
  createdAt: Type.String({ format: 'date-time' }),
});

const TemplateKeySchema = StringEnum(TEMPLATE_KEYS, { description: 'Which email' });
const Texts = Type.Object(Object.fromEntries(LANGUAGE_KEYS.map((language) => [language, Type.String()])), {
  description: 'In every language',
});

export const EmailConfigSchema = Type.Object(
  {
    senderName: Type.String({
      maxLength: 100,
      description: 'Shown as the sender, with the platform’s address; empty for the platform’s name',
    }),
    replyTo: Type.Union([Type.Literal(''), Type.String({ format: 'email', maxLength: 254 })], {
      description: 'Where answers go; empty for the platform’s address',
    }),
    disabled: Type.Array(TemplateKeySchema, { maxItems: TEMPLATE_KEYS.length, description: 'Notifications switched off' }),
  },
  { $id: 'EmailConfig', additionalProperties: false },
);

export const WordingSchema = Type.Object(
  {
    subject: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
    body: Type.String({ minLength: 1, maxLength: 20_000, pattern: '\\S' }),
  },
  { $id: 'EmailWording', additionalProperties: false },
);

export const EmailTemplateSchema = Type.Object(
  {
    key: TemplateKeySchema,
    about: Texts,
    optional: Type.Boolean({ description: 'A notification the facility may switch off' }),
    enabled: Type.Boolean(),
    placeholders: Type.Array(
      Type.Object({ name: Type.String(), demo: Type.String({ description: 'Its value in previews and test sends' }) }),
    ),
    languages: Type.Array(
      Type.Object({
        language: StringEnum(LANGUAGE_KEYS),
        subject: Type.String(),
        body: Type.String(),
        default: Type.Object({ subject: Type.String(), body: Type.String() }, { description: 'The platform’s wording' }),
        custom: Type.Boolean({ description: 'The facility wrote its own' }),
        updatedAt: Nullable(EpochMs()),
        updatedBy: Nullable(Type.String()),
      }),
    ),
  },
  { $id: 'EmailTemplate' },
);

export const TemplateParams = Type.Object({ template: TemplateKeySchema, language: StringEnum(LANGUAGE_KEYS) });
