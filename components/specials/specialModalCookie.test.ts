import { specialClosedCookieOptions } from './specialModalCookie';

describe('specialClosedCookieOptions', () => {
  it.each([
    ['https:', true],
    ['http:', false],
  ])('on %s the cookie is Secure: %s, and lives one day', (protocol, secure) => {
    expect(specialClosedCookieOptions(protocol)).toEqual({ maxAge: 86400, path: '/', sameSite: 'lax', secure });
  });
});
