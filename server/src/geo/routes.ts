import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listCountries } from 'shared/geo';
import { deliveryAddressProblems, problemText } from 'shared/orders';
import { Type } from 'typebox';
import { ANONYMOUS, principalOf, SIGNED_IN, type Principal } from '../http/access.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { IdParams, ref } from '../http/schema-helpers.js';
import { profileEditDenial } from '../company-profile/index.js';
import flagRoutes from './flags.js';
import { deliveryAddressesOf, insertDeliveryAddress, removeDeliveryAddress, updateDeliveryAddress } from './queries.js';
import { CountrySchema, DeliveryAddressInputSchema, DeliveryAddressSchema, LocaleQuery } from './schemas.js';
import { named } from '../http/named-plugin.js';

const tags = ['reference data'];

/** 'de_DE' and 'de-DE' both name German; Intl wants the hyphen. */
const intlLocale = (locale = 'en') => locale.replace('_', '-');

/** The company whose addresses a caller works with: its customer company on the engineer dashboard, else its facility. */
const addressCompanyOf = (principal: Principal) =>
  principal.dashboardRole === 'ROLE_ENGINEER' ? principal.engineerCompanyId : principal.facilityId;

const geoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  app.addSchema(CountrySchema);
  await app.register(named(flagRoutes));

  app.get(
    '/api/v1/geo/countries',
    {
      config: { access: ANONYMOUS },
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
      config: { access: ANONYMOUS },
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
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'The delivery addresses of the caller’s company (the facility, or the customer company), default first',
        response: { 200: Type.Array(DeliveryAddressSchema) },
      },
    },
    async (request) => {
      const companyId = addressCompanyOf(principalOf(request));
      return companyId === null ? [] : deliveryAddressesOf(db, companyId);
    },
  );

  app.post(
    '/api/v1/deliveryAddress',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Adds a delivery address to the caller’s company (a new default replaces the old one)',
        body: DeliveryAddressInputSchema,
        response: { 201: DeliveryAddressSchema },
      },
    },
    async (request, reply) => {
      const companyId = addressCompanyOf(principalOf(request));
      if (companyId === null) throw forbidden('Only a company’s people may add its addresses');
      const [problem] = deliveryAddressProblems(request.body);
      if (problem) throw badRequest(problemText(problem), `body.${problem.field}`);
      return reply.code(201).send(await insertDeliveryAddress(db, companyId, request.body));
    },
  );

  /** Who may rewrite or remove an address: those who edit the company's profile. */
  const editorsCompany = (principal: Principal) => {
    const denial = profileEditDenial(principal);
    if (denial) throw denial;
    const companyId = addressCompanyOf(principal);
    if (companyId === null) throw forbidden('Only a company’s people may change its addresses');
    return companyId;
  };

  app.put(
    '/api/v1/deliveryAddress/:id',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary:
          'Rewrites one of the caller’s company’s delivery addresses (its profile’s editors: FACILITY_SETTINGS_EDITOR, or a customer company’s admins)',
        params: IdParams,
        body: DeliveryAddressInputSchema,
        response: { 200: DeliveryAddressSchema },
      },
    },
    async (request) => {
      const companyId = editorsCompany(principalOf(request));
      const [problem] = deliveryAddressProblems(request.body);
      if (problem) throw badRequest(problemText(problem), `body.${problem.field}`);
      const address = await updateDeliveryAddress(db, companyId, request.params.id, request.body);
      if (!address) throw notFound(`Delivery address ${request.params.id} not found`);
      return address;
    },
  );

  app.delete(
    '/api/v1/deliveryAddress/:id',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary:
          'Removes one of the caller’s company’s delivery addresses from its lists and from new orders; orders already sent there keep it',
        params: IdParams,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      const companyId = editorsCompany(principalOf(request));
      if (!(await removeDeliveryAddress(db, companyId, request.params.id)))
        throw notFound(`Delivery address ${request.params.id} not found`);
      return reply.code(204).send(null);
    },
  );
};

export default geoRoutes;
