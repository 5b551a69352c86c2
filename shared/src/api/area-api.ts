import type { Api, coreModuleName, EndpointBuilder, EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { reactHooksModuleName } from '@reduxjs/toolkit/query/react';

/** An api endpoints are injected into: the one api, with an area's tags added. */
type Injectable = { injectEndpoints: (options: never) => unknown };
type BuilderOf<A extends Injectable> = Parameters<Parameters<A['injectEndpoints']>[0]['endpoints']>[0];

/**
 * The api A holding the endpoints D. A remote's feature folder injects its calls in its api.ts
 * with a function `<D extends EndpointDefinitions>(api: AreaApi<A, D>) => api.injectEndpoints(…)`,
 * and the remote's src/api.ts passes the api through each feature's function, so the api it
 * exports is typed with every feature's endpoints.
 */
export type AreaApi<A extends Injectable, D extends EndpointDefinitions> =
  BuilderOf<A> extends EndpointBuilder<infer Query, infer Tag, infer Path>
    ? Api<Query, D, Path, Tag, typeof coreModuleName | typeof reactHooksModuleName>
    : never;
