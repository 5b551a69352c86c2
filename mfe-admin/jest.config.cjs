/** mfe-admin: component tests of the admin pages (jsdom). */
module.exports = require('../jest.web.cjs')(__dirname);
