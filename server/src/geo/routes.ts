import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listCountries } from 'shared/geo';
import { Type } from 'typebox';
import { principalOf } from '../http/access.js';
import { notFound } from '../http/errors.js';
import { ref } from '../http/schema-helpers.js';
import flagRoutes from './flags.js';

const tags = ['reference data'];

const CountrySchema = Type.Object(
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
const LocaleQuery = Type.Object(
  {
    locale: Type.Optional(
      Type.String({ pattern: '^[a-zA-Z]{2,3}([-_][a-zA-Z0-9]{2,8})?$', description: 'Names in this language' }),
    ),
  },
  { additionalProperties: false },
);

const DeliveryAddressSchema = Type.Object({
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

/** 'de_DE' and 'de-DE' both name German; Intl wants the hyphen. */
const intlLocale = (locale = 'en') => locale.replace('_', '-');

const geoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  app.addSchema(CountrySchema);
  await app.register(flagRoutes);

  app.get(
    '/api/v1/geo/countries',
    {
      config: { access: { audience: 'anonymous' } },
      schema: {
        tags,
        summary: 'Every country with its flag and calling code, by name',
        querystring: LocaleQuery,
        response: { 200: Type.Array(ref(CountrySchema)) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return listCountries(intlLocale(request.query.locale));
    },
  );

  app.get(
    '/api/v1/geo/countries/:countryId',
    {
      config: { access: { audience: 'anonymous' } },
      schema: {
        tags,
        summary: 'One country by its ISO code',
        params: Type.Object({ countryId: Type.String({ pattern: '^[A-Za-z]{2}$', description: 'ISO 3166-1 alpha-2, e.g. DE' }) }),
        querystring: LocaleQuery,
        response: { 200: ref(CountrySchema) },
      },
    },
    async (request, reply) => {
      const code = request.params.countryId.toUpperCase();
      const country = listCountries(intlLocale(request.query.locale)).find((c) => c.code === code);
      if (!country) throw notFound(`No country has the code ${code}`);
      reply.header('cache-control', 'public, max-age=86400');
      return country;
    },
  );

  app.get(
    '/api/v1/deliveryAddress',
    {
      config: { access: { audience: 'authenticated', scope: 'user' } },
      schema: {
        tags,
        summary: 'The delivery addresses of the caller’s company (the facility, or the customer company), default first',
        response: { 200: Type.Array(DeliveryAddressSchema) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const companyId = principal.dashboardRole === 'ROLE_ENGINEER' ? principal.engineerCompanyId : principal.facilityId;
      if (companyId === null) return [];
      const rows = await db
        .selectFrom('delivery_addresses')
        .selectAll()
        .where('company_id', '=', companyId)
        .orderBy('is_default', 'desc')
        .orderBy('label')
        .execute();
      return rows.map((a) => ({
        id: a.id,
        label: a.label,
        recipient: a.recipient,
        line1: a.line1,
        line2: a.line2,
        city: a.city,
        region: a.region,
        postalCode: a.postal_code,
        countryCode: a.country_code,
        phone: a.phone,
        isDefault: a.is_default,
      }));
    },
  );
};

export default geoRoutes;
