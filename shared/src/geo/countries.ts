/**
 * Countries for the phone field: every region libphonenumber-js knows,
 * with its calling code and a name in the user's language from Intl.DisplayNames.
 */
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import type { components } from '../contracts/api-schemas.js';
import { flagImageUrl } from './flags.js';

/** A country as GET /api/v1/geo/countries answers it, its code narrowed to the regions libphonenumber-js knows. */
export type Country = Omit<components['schemas']['Country'], 'code'> & { code: CountryCode };

// A flag emoji is the two letters of the region code as "regional indicator" symbols.
const REGIONAL_INDICATOR_A = 0x1f1e6;
const flagCodePoints = (code: string) => [...code].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65);

function toCountry(code: CountryCode, names: Intl.DisplayNames): Country {
  const codePoints = flagCodePoints(code);
  return {
    name: names.of(code) ?? code,
    code,
    emoji: String.fromCodePoint(...codePoints),
    unicode: codePoints.map((point) => `U+${point.toString(16).toUpperCase()}`).join(' '),
    image: flagImageUrl(code),
    dialCode: getCountryCallingCode(code),
  };
}

// Building the list formats some 245 names: do it once per locale.
const byLocale = new Map<string, Country[]>();

/** All countries sorted by their name in `locale`. */
export function listCountries(locale = 'en'): Country[] {
  let countries = byLocale.get(locale);
  if (!countries) {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    countries = getCountries()
      .map((code) => toCountry(code, names))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
    byLocale.set(locale, countries);
  }
  return countries;
}
