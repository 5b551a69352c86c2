import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ref } from '../http/schema-helpers.js';
import { notFound } from '../http/errors.js';
import { REMOTES, remoteEntries } from './remotes.js';
import { RemoteEntrySchema, WEB_SCHEMAS } from './schemas.js';
import { ANONYMOUS } from '../http/access.js';
import { themeForHost } from '../config/index.js';
import { brandedShellPage } from './shell-page.js';

// Chunk files carry a content hash in their name: they never change, so cache them for good
// (the .br and .gz beside them too: the server may answer with either).
const HASHED = /\.[0-9a-f]{10}\.js(\.map)?(\.br|\.gz)?$/;
// The builds hold a brotli and a gzip copy of each file: sent as they are, never compressed again.
const built = { compress: false } as const;

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();
const FILE_LIKE = /\.(js|mjs|css|map|json|svg|png|jpe?g|gif|ico|woff2?|txt)$/i;

/**
 * Serves the production builds: the shell at / (its index.html for every page path, so
 * the shell's router takes over), each remote under /remotes/<folder>/, and the registry
 * of remotes the shell reads at start.
 */
const webRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { webRoot } = app.ctx.config;
  const shellDist = path.join(webRoot, 'shell', 'dist');
  WEB_SCHEMAS.forEach((schema) => app.addSchema(schema));

  // Only for reply.sendFile: the routes below decide which file answers which path. With
  // preCompressed, a file's .br or .gz answers (brotli first, then gzip, else the file itself)
  // as the request's Accept-Encoding allows; caches must key on that header.
  await app.register(fastifyStatic, {
    root: shellDist,
    serve: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      res.setHeader('Cache-Control', HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });

  app.get(
    '/api/v1/ui/remotes',
    {
      config: { access: ANONYMOUS },
      schema: {
        tags: ['ui'],
        summary: 'The remotes the shell loads at run time: names, manifest URLs and route tables (never cached)',
        response: { 200: Type.Array(ref(RemoteEntrySchema)) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return remoteEntries(app.ctx.config.remoteUrls, webRoot);
    },
  );

  app.get(
    '/remotes/:folder/*',
    {
      ...built,
      config: { access: ANONYMOUS },
      schema: { hide: true, params: Type.Object({ folder: Type.String(), '*': Type.String() }) },
    },
    (request, reply) => {
      const remote = REMOTES.find((r) => r.folder === request.params.folder);
      const dist = remote && path.join(webRoot, remote.folder, 'dist');
      // The wildcard arrives decoded (%2F is /): resolve it and refuse anything outside dist.
      const file = dist && path.resolve(dist, request.params['*']);
      if (!dist || !file?.startsWith(dist + path.sep) || !isFile(file)) throw notFound(`No file ${request.url.split('?')[0]}`);
      return reply.sendFile(path.relative(dist, file), dist);
    },
  );

  /** The shell's file at a URL path, if there is one inside its dist folder. */
  const shellFile = (urlPath: string) => {
    const file = path.resolve(shellDist, `.${urlPath}`);
    return file.startsWith(shellDist + path.sep) && isFile(file) ? file : undefined;
  };
  const indexFile = path.join(shellDist, 'index.html');
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, urlPath: string) => {
    const file = urlPath === '/' ? undefined : shellFile(urlPath);
    if (file) return reply.sendFile(path.relative(shellDist, file), shellDist);
    if (!isFile(indexFile)) {
      return reply.status(503).send({ message: 'The web app is not built yet: run npm start.', code: 'NOT_BUILT' });
    }
    // Read on every page load, so a new build shows without a restart; the page is small and
    // compressed as it leaves (each domain gets its own).
    const template = await readFile(indexFile, 'utf8');
    const page = await themeForHost(app.ctx.db, request.hostname, app.ctx.config.themeFontOrigins)
      .then((theme) => brandedShellPage(template, theme))
      .catch((error: unknown) => {
        request.log.error({ err: error }, 'the domain theme could not be used; the page keeps the default look');
        return template;
      });
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(page);
  };
  // Not `built`: the page is compressed as it is sent; the shell's files found here keep their
  // build-time .br/.gz copies, which the compression leaves alone.
  app.get('/', { config: { access: ANONYMOUS }, schema: { hide: true } }, (request, reply) => sendPage(request, reply, '/'));
  app.get('/*', { config: { access: ANONYMOUS }, schema: { hide: true } }, (request, reply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0]!);
    if (urlPath.startsWith('/api/')) throw notFound(`Route GET ${urlPath} not found`);
    // A missing file is a 404, not the page: a script answered with HTML fails obscurely.
    if (FILE_LIKE.test(urlPath) && !shellFile(urlPath)) throw notFound(`No file ${urlPath}`);
    return sendPage(request, reply, urlPath);
  });
};

export default webRoutes;
