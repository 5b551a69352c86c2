/**
 * The second pass of the server suite, on a real PostgreSQL (`scripts/with-postgres.sh`): the
 * tests that reach SQL or a transaction, since PostgreSQL 15 and the embedded engine (18, one
 * connection) differ there. A test file that opens no test database (`createTestApp`,
 * `openTestDatabase`) has nothing to run on it; of those that do, the ones below test something
 * other than SQL, and run once, on PGlite. A new test file that opens a database runs on both
 * unless it is named here.
 */
const { readFileSync, readdirSync } = require('node:fs');
const path = require('node:path');
const base = require('./jest.config.cjs');

const NOT_ABOUT_SQL = [
  'api-compression.test.ts', // response encoding
  'auth/tokens.test.ts', // the access token's claims
  'documents/mailed-documents.test.ts', // a mail's attachments: the documents' SQL is documents.test.ts's
  'files/operations/fuzz-api.test.ts', // mutated part files: the operations queue's SQL is operations.test.ts's
  'files/operations/packing-operations.test.ts', // the packer behind PACK3D: the operations queue's SQL is operations.test.ts's
  'geo/', // flags and countries from files
  'http/access.test.ts', // the access hook's logic
  'http/api-fuzz.test.ts', // drawn requests to every operation: their SQL is each domain's tests' to run on both
  'http/authorization-matrix.test.ts', // who may call which route: each route's SQL is its domain's tests'
  'http/openapi.test.ts', // the generated document
  'http/route-rules.test.ts', // route declarations
  'http/transport.test.ts', // connection deadlines and transport headers
  'web/', // static files
];

const sourceRoot = path.join(__dirname, 'src');
const opensNoDatabase = readdirSync(sourceRoot, { recursive: true })
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => !/\b(createTestApp|openTestDatabase)\b/.test(readFileSync(path.join(sourceRoot, file), 'utf8')));
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

module.exports = {
  ...base,
  testPathIgnorePatterns: [
    '/node_modules/',
    ...[...NOT_ABOUT_SQL, ...opensNoDatabase].map((file) => `/src/${escapeRegExp(file)}${file.endsWith('/') ? '' : '$'}`),
  ],
};
