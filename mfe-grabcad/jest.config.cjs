/** mfe-grabcad: component tests of the desktop tool's pages (jsdom). */
module.exports = require('../jest.web.cjs')(__dirname);
