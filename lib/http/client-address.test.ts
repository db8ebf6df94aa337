import { clientAddress } from './client-address';

const headers = (init: Record<string, string>) => new Headers(init);

describe('clientAddress', () => {
  it.each<[Record<string, string>, number, string]>([
    [{}, 0, 'unknown'],
    [{ 'x-forwarded-for': '203.0.113.7' }, 0, '203.0.113.7'],
    // No proxy: the last entry (Next writes the socket address there when the header is absent).
    [{ 'x-forwarded-for': '198.51.100.1, 203.0.113.7' }, 0, '203.0.113.7'],
    // One proxy appends: the entry it added; the visitor's own claim on the left is ignored.
    [{ 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }, 1, '203.0.113.7'],
    // Two proxies: the address the outer proxy saw.
    [{ 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 10.0.0.2' }, 2, '203.0.113.7'],
    [{ 'x-forwarded-for': '203.0.113.7' }, 3, '203.0.113.7'],
    // X-Real-IP is never trusted.
    [{ 'x-real-ip': '6.6.6.6', 'x-forwarded-for': '203.0.113.7' }, 0, '203.0.113.7'],
    [{ 'x-real-ip': '6.6.6.6' }, 0, 'unknown'],
    [{ 'x-forwarded-for': '::ffff:203.0.113.7' }, 0, '203.0.113.7'],
    [{ 'x-forwarded-for': '2001:db8:85a3:1:2:3:4:5' }, 0, '2001:db8:85a3:1::/64'],
    [{ 'x-forwarded-for': '2001:db8:85a3:1::9' }, 0, '2001:db8:85a3:1::/64'],
    [{ 'x-forwarded-for': '[2001:db8::1]:443' }, 0, '2001:db8:0:0::/64'],
    [{ 'x-forwarded-for': '203.0.113.7:5555' }, 0, '203.0.113.7'],
    [{ 'x-forwarded-for': ' , ' }, 0, 'unknown'],
  ])('%p with %p proxy hops → %p', (init, hops, expected) => {
    expect(clientAddress(headers(init), hops)).toBe(expected);
  });
});
