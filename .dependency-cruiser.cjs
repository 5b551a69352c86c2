/**
 * The server's boundaries (part of `pnpm lint`). The platform's plumbing (db, http, background,
 * lib: small helpers of no domain, such as the seeded random generator)
 * serves every domain and imports none; a domain (any other folder of server/src) is used by the
 * others only through its index.ts; no module imports itself round a cycle. No import is
 * excepted.
 */
const TESTS = ['\\.test\\.ts$', '^server/src/(test-support|bench)/', '[/-]access-rows\\.ts$'];
const PLUMBING = '^server/src/(db|http|background|lib)/';

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'Modules that import each other round a cycle load half-initialised; break the cycle.',
      severity: 'error',
      from: { path: '^server/src/', pathNot: TESTS },
      // A type-only import is gone at run time: it closes no cycle.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'plumbing-imports-no-domain',
      comment: 'The database, HTTP and background plumbing serve every domain: they import none.',
      severity: 'error',
      from: { path: PLUMBING, pathNot: TESTS },
      to: { path: '^server/src/[^/]+/', pathNot: [PLUMBING] },
    },
    {
      name: 'domain-through-index',
      comment: "Another domain's inner files are its own: import what it offers from its index.ts.",
      severity: 'error',
      from: { path: '^server/src/([^/]+)/', pathNot: TESTS },
      to: { path: '^server/src/[^/]+/', pathNot: ['^server/src/$1/', '^server/src/[^/]+/index\\.ts$', PLUMBING] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '^server/src/test-support/web-fixture/'] },
    tsPreCompilationDeps: true,
  },
};
