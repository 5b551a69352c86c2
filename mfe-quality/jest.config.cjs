/** mfe-quality: component tests of the quality pages (jsdom). */
module.exports = require('../jest.web.cjs')(__dirname);
