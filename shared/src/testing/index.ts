export { renderWithProviders, type ProviderOptions } from './render-with-providers.js';
export { ApiRefusal, stubApi, type ApiAnswers } from './stub-api.js';
export { bidFixture, customerOrderRow, matchFixture, orderFixture } from './order-fixtures.js';
export { equipmentFixture, jobFixture } from './job-fixtures.js';
