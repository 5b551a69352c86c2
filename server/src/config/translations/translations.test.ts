import { BUNDLES, LANGUAGES } from './index.js';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('translation bundles', () => {
  it('exist for every listed language', () => {
    expect(Object.keys(BUNDLES).sort()).toEqual(LANGUAGES.map((l) => l.key).sort());
  });

  it('have the same tokens and, per token, the same placeholders in every language', () => {
    const reference = BUNDLES.en_US!;
    for (const [language, bundle] of Object.entries(BUNDLES)) {
      expect({ language, tokens: Object.keys(bundle).sort() }).toEqual({ language, tokens: Object.keys(reference).sort() });
      for (const [token, text] of Object.entries(reference)) {
        expect({ language, token, placeholders: placeholders(bundle[token]!) }).toEqual({
          language,
          token,
          placeholders: placeholders(text),
        });
        expect(bundle[token]!.trim()).not.toBe('');
      }
    }
  });

  it('use the product’s agreed texts verbatim in en_US', () => {
    expect(BUNDLES.en_US).toMatchObject({
      'accessDenied.text': 'You do not have permission to access this page.',
      'login.failed': 'Unable to log in',
    });
  });
});
