/**
 * The jest setup of the browser packages (shared, shell): jsdom, @swc/jest, ESM-only
 * packages transformed, and shared resolved to its TypeScript sources.
 */
module.exports = (rootDir) => ({
  rootDir,
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  setupFiles: [require.resolve('./jest.polyfills.cjs')],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
        module: { type: 'commonjs' },
      },
    ],
  },
  // ESM-only packages go through the transform too.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(react-intl|@formatjs|intl-messageformat|tslib|typebox)/)',
  ],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  // shared's package exports point at its TypeScript sources under the 'source' condition.
  testEnvironmentOptions: { customExportConditions: ['source', 'browser', 'require', 'default'] },
});
