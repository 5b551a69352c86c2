import { configureStore } from '@reduxjs/toolkit';
import { languageSlice, resetLanguage, switchLanguage, toIntlMessages } from './language-slice';
import { LANGUAGE_STORAGE_KEY } from './saved-language';

function storeWith(bundles: Record<string, Record<string, string>>) {
  globalThis.fetch = (async (url: string) => {
    const key = String(url).split('/').pop()!;
    return bundles[key] ? ({ ok: true, json: async () => bundles[key] } as Response) : ({ ok: false, status: 404 } as Response);
  }) as typeof fetch;
  return configureStore({ reducer: { language: languageSlice.reducer } });
}

beforeEach(() => localStorage.clear());

describe('language', () => {
  it('defaults to en_US, or to the language saved under the key “language”', () => {
    expect(storeWith({}).getState().language.current).toBe('en_US');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de_DE');
    expect(storeWith({}).getState().language).toMatchObject({ current: 'de_DE', loading: true });
  });

  it('fetches a language on switch, saves it, then switches; loading is true until it arrives', async () => {
    const store = storeWith({ de_DE: { 'nav.logout': 'Abmelden', 'common.nMore': '{{count}} weitere' } });
    const pending = store.dispatch(switchLanguage('de_DE'));
    expect(store.getState().language.loading).toBe(true);
    await pending;
    expect(store.getState().language).toMatchObject({ current: 'de_DE', loading: false });
    expect(store.getState().language.bundles.de_DE).toEqual({ 'nav.logout': 'Abmelden', 'common.nMore': '{count} weitere' });
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de_DE');
  });

  it('lets the last choice win when an earlier language arrives later', async () => {
    let release: () => void = () => {};
    const slow = new Promise<void>((resolve) => (release = resolve));
    globalThis.fetch = (async (url: string) => {
      if (String(url).endsWith('de_DE')) await slow;
      return { ok: true, json: async () => ({ k: String(url) }) } as Response;
    }) as typeof fetch;
    const store = configureStore({ reducer: { language: languageSlice.reducer } });
    const german = store.dispatch(switchLanguage('de_DE'));
    await store.dispatch(switchLanguage('en_US'));
    release();
    await german;
    expect(store.getState().language).toMatchObject({ current: 'en_US', loading: false });
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en_US');
  });

  it('keeps the current language when a bundle cannot be loaded', async () => {
    const store = storeWith({});
    await store.dispatch(switchLanguage('fr_FR'));
    expect(store.getState().language).toMatchObject({ current: 'en_US', loading: false });
  });

  it('reset clears the saved language, the cached bundles and the list', async () => {
    const store = storeWith({ de_DE: { a: 'b' } });
    await store.dispatch(switchLanguage('de_DE'));
    store.dispatch(resetLanguage());
    expect(store.getState().language).toEqual({ current: 'en_US', bundles: {}, languages: [], loading: true });
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('converts {{placeholder}} tokens to react-intl’s {placeholder}', () => {
    expect(toIntlMessages({ a: 'Results: {{from}} - {{to}} of {{total}}' })).toEqual({ a: 'Results: {from} - {to} of {total}' });
  });
});
