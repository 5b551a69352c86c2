import { cleanPhoneInput, countryOfPhone, withDialCode } from './phone-number';

describe('cleanPhoneInput', () => {
  it.each([
    ['+49 (151) 2345-6789', '+49 151 23456789'],
    ['  +1 202.555.0143', '+1 2025550143'],
    ['tel: 0151 234', '0151 234'],
    ['12+34', '1234'],
    ['++44', '+44'],
  ])('cleans %p to %p', (typed, cleaned) => {
    expect(cleanPhoneInput(typed)).toBe(cleaned);
  });
});

describe('withDialCode', () => {
  it('prefixes a national number with + and the dial code, dropping the trunk prefix', () => {
    expect(withDialCode('0151 23456789', 'DE')).toBe('+49 15123456789');
    expect(withDialCode('2025550143', 'US')).toBe('+1 2025550143');
  });

  it('replaces the calling code the number already had', () => {
    expect(withDialCode('+1 202 555 0143', 'GB')).toBe('+44 2025550143');
  });

  it('gives just the prefix for an empty number', () => {
    expect(withDialCode('', 'FR')).toBe('+33');
  });
});

describe('countryOfPhone', () => {
  it('names the country of an international number', () => {
    expect(countryOfPhone('+49 151 23456789')).toBe('DE');
    expect(countryOfPhone('+1 202 555 0143')).toBe('US');
  });

  it('gives nothing for a number it cannot place', () => {
    expect(countryOfPhone('+')).toBeUndefined();
    expect(countryOfPhone('0151 23456789')).toBeUndefined();
  });
});
