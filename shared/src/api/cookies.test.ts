import { readCookie, readCookies } from './cookies';

afterEach(() => {
  for (const name of readCookies().keys()) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

describe('cookies', () => {
  it('reads every cookie of the page at once, values with = and percent-encoding included', () => {
    document.cookie = 'authorization=a.b.c==; path=/';
    document.cookie = `XSRF-TOKEN=${encodeURIComponent('x y/z')}; path=/`;
    expect(readCookies()).toEqual(
      new Map([
        ['authorization', 'a.b.c=='],
        ['XSRF-TOKEN', 'x y/z'],
      ]),
    );
    expect(readCookie('XSRF-TOKEN')).toBe('x y/z');
    expect(readCookie('missing')).toBeUndefined();
  });

  it('keeps a value another script set without percent-encoding, and still reads the others', () => {
    document.cookie = 'tracker=100%; path=/';
    document.cookie = 'authorization=token-1; path=/';
    expect(readCookie('tracker')).toBe('100%');
    expect(readCookie('authorization')).toBe('token-1');
  });
});
