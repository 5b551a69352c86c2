/**
 * The second pass of the server suite, on a real PostgreSQL (`scripts/with-postgres.sh`): every
 * test that reaches SQL or a transaction, since PostgreSQL 15 and the embedded engine (18, one
 * connection) differ there. The tests below never depend on the engine, so they run once, on
 * PGlite; a new test file runs on both unless it is named here.
 */
const base = require('./jest.config.cjs');

module.exports = {
  ...base,
  testPathIgnorePatterns: [
    '/node_modules/',
    '/src/api-compression\\.test\\.ts$', // response encoding
    '/src/config/translations/', // text tables
    '/src/db/data-dir-lock\\.test\\.ts$', // the embedded engine's folder lock
    '/src/files/geometry/', // mesh geometry, no database
    '/src/files/transforms/', // mesh transforms, no database
    '/src/files/thumbnail/', // rendering, no database
    '/src/geo/', // flags and countries from files
    '/src/http/access\\.test\\.ts$', // the access hook's logic
    '/src/http/api-fuzz\\.test\\.ts$', // drawn requests to every operation: their SQL is each domain's tests' to run on both
    '/src/http/openapi\\.test\\.ts$', // the generated document
    '/src/http/route-rules\\.test\\.ts$', // route declarations
    '/src/orders/transitions\\.test\\.ts$', // the state graphs' rules, no database
    '/src/pricing/price\\.test\\.ts$', // the price's arithmetic and the formulas' language, no database
    '/src/process-restart\\.test\\.ts$', // the real process on the embedded engine
    '/src/saml/metadata\\.test\\.ts$', // reading a metadata document, no database
    '/src/seed/scheduling-data\\.test\\.ts$', // seed data, no database
    '/src/web/', // static files
    '/src/webhooks/restart\\.test\\.ts$', // the real process on the embedded engine
  ],
};
