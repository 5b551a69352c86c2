/** shell: unit tests of the menu, guards and pages (jsdom). */
module.exports = require('../jest.web.cjs')(__dirname);
