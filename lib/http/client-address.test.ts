import { clientAddress, forwardedForHeader, parseTrustProxy } from './client-address';

const headers = (init: Record<string, string>) => new Headers(init);

describe('forwardedForHeader (what the site server passes on to Next)', () => {
  it.each<[string | string[] | undefined, string | undefined, number, string]>([
    // No proxy trusted: a client's own header is dropped; only the socket's address is left.
    [undefined, '203.0.113.7', 0, '203.0.113.7'],
    ['6.6.6.6', '203.0.113.7', 0, '203.0.113.7'],
    ['6.6.6.6, 7.7.7.7', '::ffff:203.0.113.7', 0, '::ffff:203.0.113.7'],
    // Proxies trusted: their entries are kept and the socket (the nearest proxy) appended.
    ['6.6.6.6, 198.51.100.9', '10.0.0.2', 1, '6.6.6.6, 198.51.100.9, 10.0.0.2'],
    [['6.6.6.6', '198.51.100.9'], '10.0.0.2', 1, '6.6.6.6, 198.51.100.9, 10.0.0.2'],
    [undefined, '10.0.0.2', 2, '10.0.0.2'],
    [' , ', '10.0.0.2', 1, '10.0.0.2'],
    [undefined, undefined, 0, 'unknown'],
  ])('received %p from socket %p with %p trusted → %p', (received, socket, hops, expected) => {
    expect(forwardedForHeader(received, socket, hops)).toBe(expected);
  });
});

describe('clientAddress', () => {
  it.each<[Record<string, string>, number, string]>([
    [{}, 0, 'unknown'],
    [{ 'x-forwarded-for': '203.0.113.7' }, 0, '203.0.113.7'],
    // No proxy: the last entry, the socket's address.
    [{ 'x-forwarded-for': '198.51.100.1, 203.0.113.7' }, 0, '203.0.113.7'],
    // One proxy appends what it saw; the server appends the proxy's socket. The visitor's own
    // claim on the left is ignored.
    [{ 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 10.0.0.2' }, 1, '203.0.113.7'],
    // Two proxies: the address the outer proxy saw.
    [{ 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 10.0.0.1, 10.0.0.2' }, 2, '203.0.113.7'],
    // Fewer entries than trusted hops (a request that did not pass the proxies): the leftmost.
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

  it('gives every forged header the same key when no proxy is trusted (the socket decides)', () => {
    const keys = ['1.1.1.1', '2.2.2.2', '3.3.3.3'].map((forged) =>
      clientAddress(headers({ 'x-forwarded-for': forwardedForHeader(forged, '198.51.100.20', 0) }), 0),
    );
    expect(new Set(keys)).toEqual(new Set(['198.51.100.20']));
  });
});

describe('parseTrustProxy', () => {
  it.each<[string | undefined, number | null]>([
    [undefined, 0],
    ['', 0],
    ['0', 0],
    ['2', 2],
    ['10', 10],
    ['true', 1],
    ['FALSE', 0],
    ['11', null],
    ['-1', null],
    ['1.5', null],
    ['yes', null],
  ])('%p → %p', (text, hops) => {
    expect(parseTrustProxy(text)).toBe(hops);
  });
});
