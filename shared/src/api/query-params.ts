import type { paths } from '../contracts/index.js';

/** The query string a call takes, as the server's schema declares it: `QueryParams<'/api/v1/amprocess', 'get'>`. */
export type QueryParams<P extends keyof paths, M extends 'get' | 'post'> = NonNullable<
  paths[P][M] extends { parameters: { query?: infer Q } } ? Q : never
>;

/** The JSON body a call takes, as the server's schema declares it: `RequestBody<'/api/v1/pricing-rules/preview', 'post'>`. */
export type RequestBody<P extends keyof paths, M extends 'post' | 'put'> = NonNullable<
  paths[P][M] extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never
>;
