/**
 * The server's domain boundaries (part of `pnpm lint`): a domain (a folder of server/src) is used
 * by other domains only through its index.ts, and no module imports itself round a cycle. The
 * violations the server had when the rules came are listed in
 * .dependency-cruiser-known-violations.json and pass; a new one fails, and the list only shrinks
 * (regenerate it with `pnpm lint:domains:baseline` after removing some).
 */
const TESTS = ['\\.test\\.ts$', '^server/src/(test-support|bench)/', '/access-rows\\.ts$'];

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'Modules that import each other round a cycle load half-initialised; break the cycle.',
      severity: 'error',
      from: { path: '^server/src/', pathNot: TESTS },
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'domain-through-index',
      comment: "Another domain's inner files are its own: import what it offers from its index.ts.",
      severity: 'error',
      from: { path: '^server/src/([^/]+)/', pathNot: TESTS },
      to: { path: '^server/src/[^/]+/', pathNot: ['^server/src/$1/', '^server/src/[^/]+/index\\.ts$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '^server/src/test-support/web-fixture/'] },
    tsPreCompilationDeps: true,
  },
};
