/**
 * The bridge's tests: the bridge over real sockets, beside the real platform (the server's test
 * app on its seeded database, prepared once by the server's global setup). The platform's
 * packages are read from their TypeScript sources (the 'source' export condition).
 */
const server = require('../server/jest.config.cjs');

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  transform: server.transform,
  transformIgnorePatterns: server.transformIgnorePatterns,
  moduleNameMapper: server.moduleNameMapper,
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'require', 'default'] },
  globalSetup: '<rootDir>/../server/src/test-support/global-setup.ts',
  globalTeardown: '<rootDir>/../server/src/test-support/global-teardown.ts',
  testTimeout: 60_000,
};
