import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

/** The generated file, from the server folder: what the clients' contracts are aliases of. */
export const API_TYPES_FILE = '../shared/src/contracts/api-schemas.ts';

const HEADER = `/**
 * The API's request and response shapes, generated from the server's TypeBox schemas (via
 * server/openapi.json) by openapi-typescript. Do not edit: change the schemas, then run
 * \`pnpm --filter server openapi\`; server/src/http/openapi.test.ts fails while this file is stale.
 */
`;

/** The TypeScript types of the OpenAPI document `json`: its paths and its named component schemas. */
export async function apiTypes(json: string): Promise<string> {
  return HEADER + astToString(await openapiTS(JSON.parse(json) as OpenAPI3));
}
