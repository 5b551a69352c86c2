/** A company's profile as its own people read and change it (the facility's and the customer's), and the facility's vendors. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  COMPANY_ADMIN,
  COMPANY_MEMBER,
  companyOf,
  FACILITY_EDITOR,
  FACILITY_MEMBER,
  facilityOf,
  principalOf,
} from '../http/access.js';
import { ref } from '../http/schema-helpers.js';
import { engineerProfile, serviceProviderProfile, updateCompany, vendorsOf } from './companies.js';
import { CompanyUpdate, EngineerSchema, ServiceProviderSchema, VendorQuery, VendorSchema } from './schemas.js';

const tags = ['accounts'];

const companyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  app.get(
    '/api/v1/service-provider/profile',
    {
      config: { access: FACILITY_MEMBER },
      schema: { tags, summary: 'The caller’s current facility', response: { 200: ref(ServiceProviderSchema) } },
    },
    async (request) => serviceProviderProfile(db, principalOf(request), facilityOf(request)),
  );

  app.put(
    '/api/v1/service-provider/profile',
    {
      config: { access: FACILITY_EDITOR },
      schema: {
        tags,
        summary: 'Updates the caller’s current facility; answers with the whole updated profile',
        body: ref(CompanyUpdate),
        response: { 200: ref(ServiceProviderSchema) },
      },
    },
    async (request) => {
      await updateCompany(db, facilityOf(request), request.body);
      return serviceProviderProfile(db, principalOf(request), facilityOf(request));
    },
  );

  app.get(
    '/api/v1/sp/vendors',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'Facilities and vendors of the current facility; vendorType=INTERNAL lists its enterprise’s facilities',
        querystring: VendorQuery,
        response: { 200: Type.Array(ref(VendorSchema)) },
      },
    },
    async (request) => vendorsOf(db, facilityOf(request), request.query.vendorType),
  );

  app.get(
    '/api/v1/engineer/profile',
    {
      config: { access: COMPANY_MEMBER },
      schema: { tags, summary: 'The caller’s customer company and engineer flags', response: { 200: ref(EngineerSchema) } },
    },
    async (request) => {
      const principal = principalOf(request);
      return engineerProfile(db, principal, principal.engineerCompanyId ?? 0);
    },
  );

  app.put(
    '/api/v1/engineer/profile',
    {
      config: { access: COMPANY_ADMIN },
      schema: {
        tags,
        summary: 'Updates the caller’s customer company (its admins); answers with the whole updated profile',
        body: ref(CompanyUpdate),
        response: { 200: ref(EngineerSchema) },
      },
    },
    async (request) => {
      await updateCompany(db, companyOf(request), request.body);
      return engineerProfile(db, principalOf(request), companyOf(request));
    },
  );
};

export default companyRoutes;
