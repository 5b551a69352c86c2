/** mfe-production: unit tests of the scheduler timeline and its helpers (jsdom). */
// Day boundaries and weekends follow the user's time zone: test in one with daylight saving.
process.env.TZ = 'Europe/Berlin';
module.exports = require('../jest.web.cjs')(__dirname);
