import { createIntl } from 'react-intl';
import { formatBytes } from './format-bytes';

it('writes sizes as people read them, in the reader’s language', () => {
  const en = createIntl({ locale: 'en-US' });
  const de = createIntl({ locale: 'de-DE' });
  expect([0, 684, 1_234, 1_250_000].map((bytes) => formatBytes(en, bytes))).toEqual(['0 B', '684 B', '1.2 kB', '1.3 MB']);
  expect(formatBytes(de, 1_250_000)).toBe('1,3 MB');
  expect(formatBytes(de, 684)).toBe('684 B');
});
