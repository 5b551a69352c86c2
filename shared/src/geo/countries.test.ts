import { listCountries } from './countries.js';

describe('listCountries', () => {
  it('describes each country with name, code, flag, image and calling code', () => {
    expect(listCountries().find((country) => country.code === 'DE')).toEqual({
      name: 'Germany',
      code: 'DE',
      emoji: '🇩🇪',
      unicode: 'U+1F1E9 U+1F1EA',
      image: '/assets/flags/de.svg',
      dialCode: '49',
    });
    expect(listCountries().find((country) => country.code === 'US')?.dialCode).toBe('1');
  });

  it('names and sorts the countries in the given language', () => {
    const german = listCountries('de');
    expect(german.find((country) => country.code === 'DE')?.name).toBe('Deutschland');
    const names = german.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));
  });

  it('lists every region libphonenumber-js supports, each once', () => {
    const codes = listCountries().map((country) => country.code);
    expect(codes.length).toBeGreaterThan(200);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
