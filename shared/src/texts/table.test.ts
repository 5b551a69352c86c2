import { defineTexts, fillPlaceholders, placeholders, textTableProblems, textsIn } from './table';

describe('text tables', () => {
  const table = defineTexts({
    'demo.page': { en_US: 'Page {{page}} of {{total}}', de_DE: 'Seite {{page}} von {{total}}' },
    'demo.hello': { en_US: 'Hello', de_DE: 'Hallo' },
  });

  it('gives one language of a table as a bundle', () => {
    expect(textsIn(table, 'de_DE')).toEqual({ 'demo.page': 'Seite {{page}} von {{total}}', 'demo.hello': 'Hallo' });
  });

  it('names the values of a text, sorted', () => {
    expect(placeholders('{{total}} of {{page}}')).toEqual(['page', 'total']);
  });

  it('fills a text’s values, leaving one not given empty', () => {
    expect(fillPlaceholders('Page {{page}} of {{total}}{{missing}}', { page: 2, total: '9' })).toBe('Page 2 of 9');
  });

  it('finds nothing wrong with a complete table that its sources use', () => {
    expect(textTableProblems(table, ["text('demo.page')", 'text("demo.hello")'])).toEqual([]);
  });

  it('counts an id as used when a source builds it from its prefix in a template', () => {
    expect(textTableProblems(table, ['text(`demo.${kind}`)'])).toEqual([]);
  });

  it('reports a missing German text, values that differ between languages and an unused id', () => {
    const broken = {
      'demo.page': { en_US: 'Page {{page}}', de_DE: 'Seite {{seite}}' },
      'demo.hello': { en_US: 'Hello', de_DE: ' ' },
      'demo.unused': { en_US: 'Unused', de_DE: 'Unbenutzt' },
    };
    expect(textTableProblems(broken, ["text('demo.page')", "text('demo.hello')"])).toEqual([
      'demo.page: de_DE names {{seite}}, en_US {{page}}',
      'demo.hello: no de_DE text',
      'demo.unused: no source uses it',
    ]);
  });
});
