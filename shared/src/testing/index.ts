export { renderWithProviders, type ProviderOptions } from './render-with-providers.js';
export { stubApi, type ApiAnswers } from './stub-api.js';
