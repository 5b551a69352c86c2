import { UI_MESSAGES } from '../contracts/ui-messages';
import { messages } from './messages';

// The contract uses the server's {{placeholder}} syntax; react-intl uses {placeholder}.
const toServerSyntax = (text: string) => text.replace(/\{(\w+)\}/g, '{{$1}}');

const uiDescriptors = Object.values(messages).filter((descriptor) => descriptor.id.startsWith('ui.'));

describe('UI kit messages', () => {
  it.each(uiDescriptors)('lists $id in UI_MESSAGES with the same English text', ({ id, defaultMessage }) => {
    expect(UI_MESSAGES[id]?.en_US).toBe(toServerSyntax(defaultMessage));
  });

  it('has no UI_MESSAGES entry that the kit does not use', () => {
    expect(Object.keys(UI_MESSAGES).sort()).toEqual(uiDescriptors.map((descriptor) => descriptor.id).sort());
  });

  it('translates every entry to German with the same placeholders', () => {
    const placeholders = (text: string) => text.match(/\{\{\w+\}\}/g) ?? [];
    for (const { en_US, de_DE } of Object.values(UI_MESSAGES)) {
      expect(de_DE).not.toBe('');
      expect(placeholders(de_DE)).toEqual(placeholders(en_US));
    }
  });

  it('uses only ui.* ids for new texts', () => {
    const ids = Object.values(messages).map((descriptor) => descriptor.id);
    expect(ids.filter((id) => !id.startsWith('ui.')).sort()).toEqual(['common.no', 'common.noData', 'common.yes']);
  });
});
