import { signTourCancelToken, verifyTourCancelToken } from './cancel-token';

const secret = 'test-secret-0123456789';

describe('tour cancel tokens', () => {
  it('name the booking they were made for, under the same secret only', () => {
    const token = signTourCancelToken(42, secret);
    expect(token).toMatch(/^42\.[A-Za-z0-9_-]{43}$/);
    expect(verifyTourCancelToken(token, secret)).toBe(42);
    expect(verifyTourCancelToken(token, 'another-secret-0123456789')).toBeNull();
  });

  it('cannot be moved to another booking', () => {
    const signature = signTourCancelToken(42, secret).split('.')[1];
    expect(verifyTourCancelToken(`43.${signature}`, secret)).toBeNull();
  });

  test.each(['', '42', '42.', 'abc.def', '0.' + 'a'.repeat(43), '042.' + 'a'.repeat(43), `42.${'a'.repeat(43)}.x`, 'x'.repeat(200)])(
    'refuse %j',
    (token) => expect(verifyTourCancelToken(token, secret)).toBeNull(),
  );

  it('refuse a changed last character (no spare-bit twins)', () => {
    const token = signTourCancelToken(7, secret);
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(verifyTourCancelToken(token.slice(0, -1) + last, secret)).toBeNull();
  });
});
