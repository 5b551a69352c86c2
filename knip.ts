import { readdirSync, readFileSync } from 'node:fs';

/**
 * knip finds files, exports and dependencies nothing uses (part of `pnpm lint`). Its plugins read
 * the jest, Playwright, webpack and eslint configs; what they cannot see is named here: a
 * remote's screens, which the shell loads at run time by the names in its src/area.json; the
 * modules every app shares through module federation, whose versions the build preset reads from
 * the app's package.json; and the files the server and its tests start by file name.
 */
const remotes = readdirSync('.').filter((folder) => folder.startsWith('mfe-'));

/** The screens a remote's route table names ('./jobs/jobs-page' is src/jobs/jobs-page.tsx). */
function screensOf(remote: string): string[] {
  const area = JSON.parse(readFileSync(`${remote}/src/area.json`, 'utf8')) as { routes: { screen?: string }[] };
  return [...new Set(area.routes.flatMap((route) => (route.screen ? [`src/${route.screen.slice(2)}.tsx`] : [])))];
}

/** build/webpack-preset.mjs's singletons: an app lists them so that the shared version is its own. */
const FEDERATION_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'styled-components',
  'react-intl',
  'moment',
  'shared',
  '@types/react',
  '@types/react-dom',
];

export default {
  workspaces: {
    '.': {
      entry: ['scripts/*.mjs'],
      ignore: ['scripts/*.d.mts'],
      // tsconfig.web-check.json reads these types from shared's own node_modules.
      ignoreDependencies: ['@types/jest', '@testing-library/jest-dom', '@types/node'],
    },
    // `webpack serve` of every app runs the dev server the preset configures.
    build: { ignoreDependencies: ['webpack-cli', 'webpack-dev-server'] },
    // api-schemas.ts is written by `pnpm --filter server openapi` as openapi-typescript makes it.
    shared: { entry: ['src/*/index.{ts,tsx}'], ignore: ['src/contracts/api-schemas.ts'] },
    shell: { entry: ['src/index.ts', 'src/start/index.ts'], ignoreDependencies: FEDERATION_SINGLETONS },
    ...Object.fromEntries(
      remotes.map((remote) => [
        remote,
        { entry: [...screensOf(remote), 'bench/**/*.{ts,tsx,mjs}!'], ignoreDependencies: FEDERATION_SINGLETONS },
      ]),
    ),
    server: {
      entry: [
        'jest.postgres.config.cjs',
        'src/seed/seed-cli.ts',
        'src/files/operations/geometry-worker.ts',
        'src/auto-scheduler/plan-worker.ts',
        'src/files/geometry/make-corpus.ts',
        'src/bench/*.ts',
        'src/test-support/*.ts',
      ],
      ignore: ['src/test-support/web-fixture/**'],
      // Read as files (fonts for the documents, flags for the country picker), not imported.
      ignoreDependencies: ['dejavu-fonts-ttf', 'flag-icons'],
    },
    e2e: { entry: ['bench/*.mjs'] },
  },
  // Debian's programs the tests and benches run.
  ignoreBinaries: ['admesh', 'pdftotext', 'pdfimages', 'pdftoppm', 'mosquitto_passwd', 'openssl'],
};
