import { MACHINE_PLATFORM_MESSAGES } from 'shared/contracts';
import { messages } from './messages';

describe('machine-platform messages', () => {
  it('lists every id of the screens with its en_US text as the default, in the server bundles’ {{placeholder}} form', () => {
    const defaults = Object.fromEntries(
      Object.values(messages).map((m) => [m.id, String(m.defaultMessage).replace(/\{(\w+)\}/g, '{{$1}}')]),
    );
    const bundle = Object.fromEntries(Object.entries(MACHINE_PLATFORM_MESSAGES).map(([id, texts]) => [id, texts.en_US]));
    expect(bundle).toEqual(defaults);
  });

  it('has a German text with the same placeholders for every id', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [id, { en_US, de_DE }] of Object.entries(MACHINE_PLATFORM_MESSAGES)) {
      expect(id.startsWith('machines.')).toBe(true);
      expect(de_DE.trim()).not.toBe('');
      expect([id, placeholders(de_DE)]).toEqual([id, placeholders(en_US)]);
    }
  });
});
