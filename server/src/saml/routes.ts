/**
 * Single sign-on through SAML 2.0 (the login page's /saml/login): the domain's identity
 * provider as its facility's settings editors set it (`/api/v1/sp/saml-provider`), and the sign-in
 * itself (`/api/v1/saml/…`): the platform's metadata, the provider's sign-in page, the answer
 * (ACS) and the single-use ticket that opens the session.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { refuseCrossSiteLogin, setAuthCookies, startSession } from '../auth/index.js';
import { ANONYMOUS, FACILITY_EDITOR, facilityOf, facilityChangeOf } from '../http/access.js';
import { conflict, unauthorized } from '../http/errors.js';
import { ref } from '../http/schema-helpers.js';
import { allowedRanges } from '../webhooks/index.js';
import { providerSettings, removeProvider, saveProvider, type ProviderContext } from './providers.js';
import { ticketUser } from './queries.js';
import {
  SamlProviderInputSchema,
  SamlProviderSettingsSchema,
  SamlSessionSchema,
  SamlStartSchema,
  SamlTicketBody,
} from './schemas.js';
import { finishSignIn, safeReturnTo, serviceProviderMetadata, SignInRefused, startSignIn, takeTicket } from './sign-in.js';

const tags = ['single sign-on'];

/** The domain the request came to (its identity provider) and its origin (the platform's addresses there). */
const domainOf = (request: FastifyRequest) => request.hostname.toLowerCase();
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

const samlRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.ctx;
  [SamlProviderInputSchema, SamlProviderSettingsSchema, SamlStartSchema, SamlSessionSchema].forEach((schema) =>
    app.addSchema(schema),
  );
  const context: ProviderContext = { db, allowed: allowedRanges(config.webhookAllowedAddresses) };

  app.get(
    '/api/v1/sp/saml-provider',
    {
      config: { access: FACILITY_EDITOR },
      schema: {
        tags,
        summary:
          'The identity provider of the domain the request came to (null when none) and the addresses the provider registers the platform with; 404 when the domain is not the facility’s',
        response: { 200: ref(SamlProviderSettingsSchema) },
      },
    },
    async (request) => providerSettings(db, facilityOf(request), domainOf(request), originOf(request)),
  );

  app.put(
    '/api/v1/sp/saml-provider',
    {
      config: { access: FACILITY_EDITOR },
      schema: {
        tags,
        summary:
          'Sets the domain’s identity provider from its metadata (read from metadataUrl now, or metadataXml) with the attribute mapping (audited); 400 naming the field when the metadata cannot be read or lacks the entity id, the HTTP-Redirect sign-in address or a signing certificate',
        body: ref(SamlProviderInputSchema),
        response: { 200: ref(SamlProviderSettingsSchema) },
      },
    },
    async (request) => {
      await saveProvider(context, facilityChangeOf(request), domainOf(request), request.body);
      return providerSettings(db, facilityOf(request), domainOf(request), originOf(request));
    },
  );

  app.delete(
    '/api/v1/sp/saml-provider',
    {
      config: { access: FACILITY_EDITOR },
      schema: {
        tags,
        summary: 'Removes the domain’s identity provider (audited): its people sign in with their passwords',
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      await removeProvider(db, facilityChangeOf(request), domainOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/v1/saml/metadata',
    {
      config: { access: ANONYMOUS },
      schema: {
        tags,
        summary: 'The platform’s SAML metadata on this domain (entity id, ACS), for the identity provider’s administrator',
        response: { 200: Type.String() },
      },
    },
    async (request, reply) => reply.type('application/samlmetadata+xml').send(await serviceProviderMetadata(originOf(request))),
  );

  app.get(
    '/api/v1/saml/authn-request',
    {
      config: { access: ANONYMOUS },
      schema: {
        tags,
        summary:
          'The identity provider’s sign-in page for a new request, which the platform remembers; returnTo: where to go once signed in; 409 when the domain has no identity provider',
        querystring: Type.Object({ returnTo: Type.Optional(Type.String({ maxLength: 2000 })) }),
        response: { 200: ref(SamlStartSchema) },
      },
    },
    async (request) => {
      try {
        const url = await startSignIn(db, domainOf(request), originOf(request), safeReturnTo(request.query.returnTo));
        return { url };
      } catch (error) {
        if (error instanceof SignInRefused) throw conflict('Single sign-on is not set up for this domain');
        throw error;
      }
    },
  );

  app.post(
    '/api/v1/saml/acs',
    {
      config: { access: ANONYMOUS },
      schema: {
        tags,
        summary:
          'The identity provider’s answer (HTTP-POST binding). Redirects to /saml/login with a single-use ticket, or to /custom-login?sso=<why> when the answer is refused (unsigned, replayed, expired, for another audience or address, or naming no account that may sign in)',
        body: Type.Object({ SAMLResponse: Type.String({ maxLength: 1_000_000 }), RelayState: Type.Optional(Type.String()) }),
        response: { 303: Type.Null() },
      },
    },
    async (request, reply) => {
      try {
        const ticket = await finishSignIn(db, domainOf(request), originOf(request), request.body.SAMLResponse, Date.now());
        // In the fragment: the ticket never reaches a server's logs or another site's Referer.
        return reply.redirect(`/saml/login#ticket=${ticket}`, 303);
      } catch (error) {
        if (!(error instanceof SignInRefused)) throw error;
        request.log.warn({ failure: error.failure, reason: error.message }, 'single sign-on refused');
        return reply.redirect(`/custom-login?sso=${error.failure}`, 303);
      }
    },
  );

  app.post(
    '/api/v1/saml/session',
    {
      config: { access: ANONYMOUS },
      schema: {
        tags,
        summary: 'Opens the session of a single sign-on ticket (once, within a minute); sets the auth cookies as a login does',
        body: SamlTicketBody,
        response: { 200: ref(SamlSessionSchema) },
      },
    },
    async (request, reply) => {
      refuseCrossSiteLogin(request);
      const taken = await takeTicket(db, request.body.ticket, Date.now());
      const user = taken && (await ticketUser(db, taken.userId));
      if (!taken || !user || user.deactivated_at)
        throw unauthorized('This sign-in has expired or was already used: please sign in again', 'SSO_TICKET_INVALID');
      const tokens = await startSession(app.ctx, user);
      return { ...setAuthCookies(request, reply, tokens), returnTo: taken.returnTo };
    },
  );
};

export default samlRoutes;
