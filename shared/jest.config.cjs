/** shared: unit tests of the contracts, the api client, i18n and the ui kit (jsdom). */
module.exports = require('../jest.web.cjs')(__dirname);
