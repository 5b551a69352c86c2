import { readdirSync } from 'node:fs';
import eslintReact from '@eslint-react/eslint-plugin';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { FILES_WITH_OVERLONG_FUNCTIONS, MAX_FUNCTION_LINES, MAX_LINES, OVERSIZED_FILES } from './eslint.oversized.mjs';

// Every remote is a workspace folder named mfe-<area>.
const REMOTES = readdirSync(import.meta.dirname).filter((folder) => folder.startsWith('mfe-'));

/** Imports a package's code may not make, with the reason. */
const boundary = (message, patterns) => ({ 'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }] });
/** The import patterns that reach these apps' folders: by package name and by relative path. */
const apps = (...names) => names.flatMap((name) => [name, `${name}/*`, `**/${name}/**`]);

/**
 * Endpoint injection (ARCHITECTURE.md: one api, owned by the shell). Every `injectEndpoints`
 * passes `overrideExisting: 'throw'` in its options literal, so that two areas naming an endpoint
 * alike fail at start instead of one silently keeping the other's; and in a remote only
 * `src/api.ts` (the area's tags and the calls several folders make) and a feature folder's
 * `src/<feature>/api.ts` (that feature's calls) inject or enhance endpoints, so a call is found
 * in one of those files and nowhere else.
 */
const injectWithoutThrow = {
  selector:
    "CallExpression[callee.property.name='injectEndpoints']:not(:has(> ObjectExpression:has(> Property[key.name='overrideExisting'][value.value='throw'])))",
  message:
    "Pass overrideExisting: 'throw' to injectEndpoints, so an endpoint name taken twice fails instead of being kept silently.",
};
const injectOutsideApiTs = {
  selector: 'CallExpression[callee.property.name=/^(injectEndpoints|enhanceEndpoints)$/]',
  message:
    "A remote's endpoints are injected in its src/api.ts or a feature folder's src/<feature>/api.ts only (the files that hold the area's calls).",
};

/**
 * A comment says the rule itself and why. The spec and the issue tracker are not in the
 * repository, so a comment that cites a section of the spec or an issue by its number (the
 * message shows the forms) sends a reader nowhere. A citation may break across lines: a block
 * comment is read with its leading asterisks skipped, and a run of line comments on consecutive
 * lines is read as one text.
 */
const EXTERNAL_REFERENCE = /\b(spec|issue)s?\b[\s.§*]*(section\s*)?\d/i;
const project = {
  rules: {
    'no-external-references': {
      meta: {
        type: 'suggestion',
        docs: { description: 'Refuse comments that cite the spec or an issue instead of saying the rule.' },
        messages: {
          cite: 'Say the rule itself: sections of the spec and numbers of the issue tracker are not in the repository.',
        },
        schema: [],
      },
      create(context) {
        return {
          Program() {
            const runs = [];
            for (const comment of context.sourceCode.getAllComments()) {
              const last = runs.at(-1)?.at(-1);
              const continues =
                comment.type === 'Line' && last?.type === 'Line' && comment.loc.start.line === last.loc.end.line + 1;
              if (continues) runs.at(-1).push(comment);
              else runs.push([comment]);
            }
            for (const run of runs) {
              const match = EXTERNAL_REFERENCE.exec(run.map((comment) => comment.value).join('\n'));
              if (!match) continue;
              // Report the comment the citation starts in.
              let offset = match.index;
              const cited = run.find((comment) => (offset -= comment.value.length + 1) < 0) ?? run[0];
              context.report({ loc: cited.loc, messageId: 'cite' });
            }
          },
        };
      },
    },
  },
};

export default tseslint.config(
  {
    // Generated: server/openapi.json and the client types made from it (`pnpm --filter server openapi`).
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      '.test-tmp/**',
      'server/openapi.json',
      'shared/src/contracts/api-schemas.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', __dirname: 'readonly', Buffer: 'readonly', URL: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // React: hooks called by the rules, effects and memos with every dependency, a key on every listed element.
    files: ['shared/src/**/*.tsx', 'shared/src/**/*.ts', 'shell/src/**', 'mfe-*/src/**'],
    plugins: { 'react-hooks': reactHooks, '@eslint-react': eslintReact },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@eslint-react/no-missing-key': 'error',
      '@eslint-react/no-duplicate-key': 'error',
    },
  },
  { files: ['**/*.ts', '**/*.tsx'], rules: { 'no-restricted-syntax': ['error', injectWithoutThrow] } },
  {
    files: ['mfe-*/src/**'],
    ignores: ['mfe-*/src/api.ts', 'mfe-*/src/*/api.ts'],
    rules: { 'no-restricted-syntax': ['error', injectWithoutThrow, injectOutsideApiTs] },
  },
  // Boundaries: a remote never imports another remote, the shell or the server; the shell never
  // imports a remote or the server; shared imports no app; the server no front-end package.
  // Nor a subpath of shared/contracts: module federation would ask the shell for it as a
  // singleton, which the shell never loads (the desktop protocol comes bundled with shared/desktop).
  ...REMOTES.map((remote) => ({
    files: [`${remote}/src/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: apps(...REMOTES.filter((other) => other !== remote), 'shell', 'server'),
              message: 'A remote shares code only through shared (ARCHITECTURE.md: module federation).',
            },
            {
              group: ['shared/contracts/*'],
              message: 'The shell provides shared/contracts only: import a subpath through the shared entry that bundles it.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['shell/src/**'],
    rules: boundary('The shell loads remotes at run time and talks to the server over HTTP only.', apps(...REMOTES, 'server')),
  },
  {
    files: ['shared/src/**'],
    rules: boundary('shared is the library every app imports; it imports none of them.', apps(...REMOTES, 'shell', 'server')),
  },
  {
    files: ['server/src/**'],
    rules: boundary('The server imports no front-end code: only the data and types of shared/contracts, remote and texts.', [
      ...apps(...REMOTES, 'shell'),
      ...['ui', 'api', 'auth', 'i18n', 'store', 'testing'].map((entry) => `shared/${entry}`),
      ...['react', 'react-dom', 'react-router-dom', 'react-intl', 'styled-components', '@reduxjs/toolkit'].flatMap((name) => [
        name,
        `${name}/*`,
      ]),
    ]),
  },
  {
    // Comments say the rule, not where it was written down. Migrations keep their comments as written.
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs', '**/*.cjs'],
    ignores: ['server/src/db/migrations/**'],
    plugins: { project },
    rules: { 'project/no-external-references': 'error' },
  },
  {
    // A file a newcomer can read whole, a function they can hold in mind: split what grows past
    // these (eslint.oversized.mjs lists the files that were longer when the limits came).
    // Migrations are frozen as written.
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs', '**/*.cjs'],
    ignores: ['server/src/db/migrations/**'],
    rules: {
      'max-lines': ['error', { max: MAX_LINES }],
      'max-lines-per-function': ['error', { max: MAX_FUNCTION_LINES }],
    },
  },
  { files: OVERSIZED_FILES, rules: { 'max-lines': 'off' } },
  { files: FILES_WITH_OVERLONG_FUNCTIONS, rules: { 'max-lines-per-function': 'off' } },
  {
    // Migrations are frozen in time: they see the database as Kysely<any>, never the app's types.
    files: ['server/src/db/migrate.ts', 'server/src/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // e2e tests take test and expect from the suite's fixture, so each runs on the run's clock.
    files: ['e2e/tests/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from '../support/test'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
