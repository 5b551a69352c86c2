/** mfe-storefront: component tests of the customer's pages (jsdom). */
module.exports = require('../jest.web.cjs')(__dirname);
