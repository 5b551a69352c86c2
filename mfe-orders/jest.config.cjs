/** mfe-orders: component tests of the facility's order pages (jsdom). */
module.exports = require('../jest.web.cjs')(__dirname);
