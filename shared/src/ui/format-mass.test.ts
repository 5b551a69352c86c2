import { createIntl } from 'react-intl';
import { formatMass } from './format-mass';

it('writes masses in kilograms or grams, to the milligram, in the reader’s language', () => {
  const en = createIntl({ locale: 'en-US' });
  const de = createIntl({ locale: 'de-DE' });
  expect([12_500_000, 1_000_000, 999_999, 250_000, 5, 0].map((mg) => formatMass(en, mg))).toEqual([
    '12.5 kg',
    '1 kg',
    '999.999 g',
    '250 g',
    '0.005 g',
    '0 g',
  ]);
  expect(formatMass(en, 1_234_567_891)).toBe('1,234.567891 kg');
  expect(formatMass(de, 12_500_000)).toBe('12,5 kg');
  expect(formatMass(de, 1_234_567_891)).toBe('1.234,567891 kg');
  expect(formatMass(de, 250_500)).toBe('250,5 g');
});
