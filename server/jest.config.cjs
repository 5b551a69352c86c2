/** Server tests: unit tests and integration tests through app.inject() on a real database. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // ESM-only packages go through the transform too.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(typebox|fast-jwt|cookie|parse-json|index-to-position|change-case|supports-color|meshoptimizer|oauth4webapi|three|three-mesh-bvh|clipper2-ts|hexy)/)',
  ],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // three's CommonJS build only re-exports its modules, which jest cannot require: the modules themselves, transformed.
    '^three$': '<rootDir>/node_modules/three/build/three.module.js',
    '^shared/contracts$': '<rootDir>/../shared/src/contracts/index.ts',
    '^shared/remote$': '<rootDir>/../shared/src/remote/index.ts',
    '^shared/texts$': '<rootDir>/../shared/src/texts/index.ts',
  },
  globalSetup: '<rootDir>/src/test-support/global-setup.ts',
  globalTeardown: '<rootDir>/src/test-support/global-teardown.ts',
  testTimeout: 60_000,
};
