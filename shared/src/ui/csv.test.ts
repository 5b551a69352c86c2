import { toCsv } from './csv';

describe('CSV', () => {
  it('quotes what needs quoting', () => {
    expect(
      toCsv(
        ['id', 'title'],
        [
          [1, 'Bracket, left'],
          [2, 'Cap "A"'],
        ],
      ),
    ).toBe('id,title\r\n1,"Bracket, left"\r\n2,"Cap ""A"""');
  });

  it.each([
    ['=HYPERLINK("http://evil.invalid/","x")', `"'=HYPERLINK(""http://evil.invalid/"",""x"")"`],
    ["=cmd|' /C calc'!A0", `"'=cmd|' /C calc'!A0"`],
    ['+3+4', `"'+3+4"`],
    ['-5+6', `"'-5+6"`],
    ['@SUM(7,8)', `"'@SUM(7,8)"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\r=1+1', `"'\r=1+1"`],
  ])('writes the title %j, which would start a formula, as quoted text after a single quote', (title, cell) => {
    expect(toCsv(['title'], [[title]])).toBe(`title\r\n${cell}`);
  });

  it('keeps a number a number, a negative one included, and leaves a harmless title as it is', () => {
    expect(toCsv(['id', 'total', 'title'], [[7, -5, 'Bracket - left']])).toBe('id,total,title\r\n7,-5,Bracket - left');
  });

  it('neutralises a header that would start a formula too', () => {
    expect(toCsv(['=1+1'], [])).toBe(`"'=1+1"`);
  });
});
