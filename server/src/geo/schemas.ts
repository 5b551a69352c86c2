import { Type } from 'typebox';

export const CountrySchema = Type.Object(
  {
    name: Type.String(),
    code: Type.String({ description: 'ISO 3166-1 alpha-2' }),
    emoji: Type.String({
      description: 'Flag emoji, e.g. 🇩🇪 (data only: without an emoji font it shows as two letters, so screens show `image`)',
    }),
    unicode: Type.String({ description: "Code points of the flag, e.g. 'U+1F1E9 U+1F1EA'" }),
    image: Type.String({ description: "The platform's own SVG flag, e.g. /assets/flags/de.svg" }),
    dialCode: Type.String({ description: "Calling code without the plus sign, e.g. '49'" }),
  },
  { $id: 'Country' },
);
export const LocaleQuery = Type.Object(
  {
    locale: Type.Optional(
      Type.String({ pattern: '^[a-zA-Z]{2,3}([-_][a-zA-Z0-9]{2,8})?$', description: 'Names in this language' }),
    ),
  },
  { additionalProperties: false },
);

export const DeliveryAddressSchema = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  recipient: Type.String(),
  line1: Type.String(),
  line2: Type.Union([Type.String(), Type.Null()]),
  city: Type.String(),
  region: Type.Union([Type.String(), Type.Null()]),
  postalCode: Type.Union([Type.String(), Type.Null()]),
  countryCode: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  isDefault: Type.Boolean(),
});

/** A new delivery address; its rules are shared/orders' (deliveryAddressSchema), the form's own. */
export const DeliveryAddressInputSchema = Type.Object(
  {
    label: Type.String({ maxLength: 120 }),
    recipient: Type.String({ maxLength: 200 }),
    line1: Type.String({ maxLength: 200 }),
    line2: Type.String({ maxLength: 200 }),
    city: Type.String({ maxLength: 120 }),
    region: Type.String({ maxLength: 120 }),
    postalCode: Type.String({ maxLength: 20 }),
    countryCode: Type.String({ maxLength: 2 }),
    phone: Type.String({ maxLength: 40, description: 'International form (+49…), or empty' }),
    isDefault: Type.Boolean({ description: 'Becomes the company’s default address' }),
  },
  { additionalProperties: false },
);
