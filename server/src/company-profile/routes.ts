/**
 * The company profile's own parts: the logo and the certifications of a
 * facility (`/api/v1/sp/company-profile`) or a customer company
 * (`/api/v1/engineer/company-profile`), and the logo read by anyone. The name and contact
 * details are the accounts domain's (`/api/v1/service-provider/profile`,
 * `/api/v1/engineer/profile`); the delivery addresses are geo's (`/api/v1/deliveryAddress`).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ANONYMOUS } from '../http/access.js';
import { notFound } from '../http/errors.js';
import { IdParams, ref } from '../http/schema-helpers.js';
import { addCertification, certificationsOf, removeCertification, updateCertification } from './certifications.js';
import { LOGO_MAX_BYTES, LOGO_TYPES, readLogo, removeLogo, saveLogo } from './logo.js';
import { CertificationInput, CertificationSchema, CompanyParams, LogoQuery, LogoSchema } from './schemas.js';
import { PROFILE_SIDES } from './sides.js';

const tags = ['company profile'];

const companyProfileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  app.addSchema(CertificationSchema);
  app.addSchema(CertificationInput);
  app.addSchema(LogoSchema);
  // A logo is sent as the image itself; a little over the limit is read so the answer can name it.
  app.addContentTypeParser([...LOGO_TYPES], { parseAs: 'buffer', bodyLimit: LOGO_MAX_BYTES + 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.get(
    '/api/v1/companies/:companyId/logo',
    {
      config: { access: ANONYMOUS },
      schema: {
        tags,
        summary: 'A company’s logo (PNG or JPEG); its profile gives the versioned address, cached for good',
        params: CompanyParams,
        querystring: LogoQuery,
        response: { 200: Type.Any({ description: 'The logo itself (image/png or image/jpeg)' }) },
      },
    },
    async (request, reply) => {
      const logo = await readLogo(db, request.params.companyId);
      if (!logo) throw notFound('This company has no logo');
      // A versioned address never changes its bytes; an unversioned one is checked again each day.
      const maxAge = request.query.v ? 'public, max-age=31536000, immutable' : 'public, max-age=86400';
      return reply
        .header('content-type', logo.content_type)
        .header('cache-control', maxAge)
        .header('x-content-type-options', 'nosniff')
        .send(logo.bytes);
    },
  );

  for (const side of PROFILE_SIDES) {
    app.put(
      `${side.prefix}/logo`,
      {
        config: { access: side.write },
        schema: {
          tags,
          summary: `Sets the ${side.whose}’s logo: the PNG or JPEG image itself as the body (image/png or image/jpeg), at most 512 KB`,
          consumes: [...LOGO_TYPES],
          response: { 200: ref(LogoSchema) },
        },
      },
      async (request) => ({ logoUrl: await saveLogo(db, side.companyOf(request), request.body) }),
    );

    app.delete(
      `${side.prefix}/logo`,
      {
        config: { access: side.write },
        schema: { tags, summary: `Removes the ${side.whose}’s logo`, response: { 204: Type.Null() } },
      },
      async (request, reply) => {
        await removeLogo(db, side.companyOf(request));
        return reply.code(204).send(null);
      },
    );

    app.get(
      `${side.prefix}/certifications`,
      {
        config: { access: side.read },
        schema: {
          tags,
          summary: `The ${side.whose}’s certifications, by name`,
          response: { 200: Type.Array(ref(CertificationSchema)) },
        },
      },
      async (request) => certificationsOf(db, side.companyOf(request)),
    );

    app.post(
      `${side.prefix}/certifications`,
      {
        config: { access: side.write },
        schema: {
          tags,
          summary: `Adds a certification to the ${side.whose}; 409 when that standard is listed already`,
          body: ref(CertificationInput),
          response: { 201: ref(CertificationSchema) },
        },
      },
      async (request, reply) => reply.code(201).send(await addCertification(db, side.companyOf(request), request.body)),
    );

    app.put(
      `${side.prefix}/certifications/:id`,
      {
        config: { access: side.write },
        schema: {
          tags,
          summary: `Rewrites one of the ${side.whose}’s certifications`,
          params: IdParams,
          body: ref(CertificationInput),
          response: { 200: ref(CertificationSchema) },
        },
      },
      async (request) => updateCertification(db, side.companyOf(request), request.params.id, request.body),
    );

    app.delete(
      `${side.prefix}/certifications/:id`,
      {
        config: { access: side.write },
        schema: {
          tags,
          summary: `Removes one of the ${side.whose}’s certifications`,
          params: IdParams,
          response: { 204: Type.Null() },
        },
      },
      async (request, reply) => {
        await removeCertification(db, side.companyOf(request), request.params.id);
        return reply.code(204).send(null);
      },
    );
  }
};

export default companyProfileRoutes;
