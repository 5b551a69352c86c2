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
});
