/** Pure phone-number helpers behind PhoneField, on libphonenumber-js. */
import { AsYouType, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/** Keeps what a phone number may contain while typing: digits, spaces and one leading '+'. */
export function cleanPhoneInput(text: string): string {
  const trimmed = text.trimStart();
  const rest = trimmed.replace(/[^\d ]/g, '').trimStart();
  return trimmed.startsWith('+') ? `+${rest}` : rest;
}

/**
 * Puts '+' and the country's dial code in front of the number, replacing the calling code it
 * already had; a national trunk prefix (the 0 in 0151…) is dropped, as it is not dialled from abroad.
 */
export function withDialCode(value: string, country: CountryCode): string {
  const typed = new AsYouType(value.startsWith('+') ? undefined : country);
  typed.input(value);
  return `+${getCountryCallingCode(country)} ${typed.getNationalNumber()}`.trimEnd();
}

/** The country an international number belongs to, if it is recognisable. */
export function countryOfPhone(value: string): CountryCode | undefined {
  return parsePhoneNumberFromString(value)?.country;
}
