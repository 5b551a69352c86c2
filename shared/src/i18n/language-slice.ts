import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { takeBootResponse } from '../api/boot-requests.js';
import type { LanguageEntry } from '../contracts/index.js';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, savedLanguage, translationsUrl } from './saved-language.js';
import { toIntlText } from './use-texts.js';

export interface LanguageState {
  current: string;
  /** Loaded bundles by language key, already in react-intl's {placeholder} syntax. */
  bundles: Record<string, Record<string, string>>;
  languages: LanguageEntry[];
  /** True until the current language's translations have arrived (or failed). */
  loading: boolean;
  /** The switch in flight: an earlier one that answers later must not win. */
  pendingRequest?: string;
}

export const initialLanguageState = (): LanguageState => ({
  current: savedLanguage(),
  bundles: {},
  languages: [],
  loading: true,
});

export function toIntlMessages(bundle: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(bundle).map(([id, text]) => [id, toIntlText(text)]));
}

async function getJson<T>(url: string): Promise<T> {
  const response = await (takeBootResponse(url) ?? fetch(url, { credentials: 'same-origin' }));
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** Loading a language that is not loaded yet fetches it, saves the choice, then switches, so no text shows untranslated. */
export const switchLanguage = createAsyncThunk('language/switch', async (key: string, { getState, requestId }) => {
  const state = () => (getState() as { language: LanguageState }).language;
  const bundle = state().bundles[key] ?? toIntlMessages(await getJson<Record<string, string>>(translationsUrl(key)));
  if (state().pendingRequest === requestId) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, key);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }
  return { key, bundle };
});

/** The list of languages; a failure leaves it empty, silently (the selector then offers none). */
export const loadLanguages = createAsyncThunk('language/list', () =>
  getJson<LanguageEntry[]>('/api/v1/link3d-config/getConfig/LANGUAGE'),
);

export const languageSlice = createSlice({
  name: 'language',
  initialState: initialLanguageState,
  reducers: {
    /** Logout: forget the saved language, the cached bundles and the list. */
    resetLanguage() {
      try {
        localStorage.removeItem(LANGUAGE_STORAGE_KEY);
      } catch {
        // nothing saved
      }
      return { current: DEFAULT_LANGUAGE, bundles: {}, languages: [], loading: true };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(switchLanguage.pending, (state, { meta }) => {
        state.loading = true;
        state.pendingRequest = meta.requestId;
      })
      .addCase(switchLanguage.fulfilled, (state, { payload, meta }) => {
        state.bundles[payload.key] = payload.bundle;
        if (state.pendingRequest !== meta.requestId) return;
        state.current = payload.key;
        state.loading = false;
        state.pendingRequest = undefined;
      })
      // A failed load keeps the current language and its text (or the built-in English).
      .addCase(switchLanguage.rejected, (state, { meta }) => {
        if (state.pendingRequest !== meta.requestId) return;
        state.loading = false;
        state.pendingRequest = undefined;
      })
      .addCase(loadLanguages.fulfilled, (state, { payload }) => {
        state.languages = payload;
      });
  },
});

export const { resetLanguage } = languageSlice.actions;
