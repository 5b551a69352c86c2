import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FLAG_IMAGE_PATH } from 'shared/geo';
import { Type } from 'typebox';
import { notFound } from '../http/errors.js';
import { ANONYMOUS } from '../http/access.js';

/** The 4:3 SVG flags of the flag-icons package, shipped with the platform. */
const FLAGS_DIR = path.join(path.dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')), 'flags', '4x3');

// flag-icons files Ascension and Tristan da Cunha under Saint Helena; libphonenumber-js lists them as regions.
const FILE_OF_REGION: Record<string, string> = { ac: 'sh-ac', ta: 'sh-ta' };

/** The flag file of a URL file name such as 'de.svg', or undefined when there is none. */
function flagFile(name: string): string | undefined {
  const region = /^([a-z]{2})\.svg$/.exec(name)?.[1];
  if (!region) return undefined;
  const file = `${FILE_OF_REGION[region] ?? region}.svg`;
  return existsSync(path.join(FLAGS_DIR, file)) ? file : undefined;
}

/**
 * Serves the country flags at /assets/flags/{iso}.svg: from the platform itself, so no page
 * reaches a third party and a plant without internet access still sees its flags. They are
 * static assets (hidden from the API document) and change only with the package: cached for
 * 30 days, revalidated by ETag after that.
 */
const flagRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(fastifyStatic, { root: FLAGS_DIR, serve: false, cacheControl: false });

  app.get(
    `${FLAG_IMAGE_PATH}/:file`,
    {
      config: { access: ANONYMOUS },
      schema: { hide: true, params: Type.Object({ file: Type.String() }) },
    },
    (request, reply) => {
      const file = flagFile(request.params.file.toLowerCase());
      if (!file) throw notFound(`No flag at ${FLAG_IMAGE_PATH}/${request.params.file}`);
      reply.header('cache-control', 'public, max-age=2592000');
      return reply.sendFile(file);
    },
  );
};

export default flagRoutes;
