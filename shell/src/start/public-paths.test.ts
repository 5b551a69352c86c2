import { findPublicPath, matchPath } from './public-paths';

describe('public paths', () => {
  it('claims the login, password, registration, verification, SSO, access-denied and logout pages', () => {
    for (const pathname of [
      '/custom-login',
      '/forgot-password',
      '/reset-password',
      '/register',
      '/account-verify',
      '/saml/login',
      '/access-denied',
      '/logout',
    ]) {
      expect(findPublicPath(pathname)?.path).toBe(pathname);
    }
    expect(findPublicPath('/custom-login/')?.path).toBe('/custom-login');
  });

  it('reads the verification link’s hash, and needs one', () => {
    expect(findPublicPath('/verify-email/a%20b')).toEqual({ path: '/verify-email/:hash', params: { hash: 'a b' } });
    expect(findPublicPath('/verify-email/')).toBeUndefined();
  });

  it('leaves every other page to the signed-in shell', () => {
    for (const pathname of [
      '/',
      '/service-provider',
      '/service-provider/schedules',
      '/theme-configuration',
      '/switch/ROLE_ENGINEER',
      '/custom-login/more',
    ]) {
      expect(findPublicPath(pathname)).toBeUndefined();
    }
    expect(matchPath('/a/:id', '/b/1')).toBeNull();
  });
});
