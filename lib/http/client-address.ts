/**
 * The visitor's address, for rate limits and the asset-key guard.
 *
 * The site's own HTTP server (server/site-server.ts) rewrites X-Forwarded-For on every request
 * before Next sees it: the entries the trusted proxies wrote (none when `trustProxyHops` is 0),
 * then the address of the socket the request came in on, always last. A visitor's own
 * X-Forwarded-For is dropped when no proxy is trusted, so with the default TRUST_PROXY=0 the key is
 * the socket's address whatever headers a client sends.
 *
 * `clientAddress` reads that header back: `trustProxyHops` N means N reverse proxies that each
 * append the address they saw (nginx's `$proxy_add_x_forwarded_for`), so the visitor is the entry
 * N places left of the socket's. Entries further left are the visitor's own claims and ignored.
 * X-Real-IP is never used: a visitor can set it when no proxy overwrites it.
 */
export function clientAddress(headers: Headers, trustProxyHops: number): string {
  const forwarded = forwardedEntries(headers.get('x-forwarded-for'));
  if (forwarded.length === 0) return 'unknown';
  const index = Math.max(0, forwarded.length - 1 - Math.max(0, trustProxyHops));
  return normaliseAddress(forwarded[index] ?? 'unknown');
}

/**
 * The X-Forwarded-For the site's server passes on: the received entries only when proxies are
 * trusted, then the socket's own address.
 */
export function forwardedForHeader(received: string | string[] | undefined, socketAddress: string | undefined, trustProxyHops: number): string {
  const kept = trustProxyHops > 0 ? forwardedEntries(Array.isArray(received) ? received.join(',') : received ?? null) : [];
  return [...kept, socketAddress || 'unknown'].join(', ');
}

/** TRUST_PROXY: a count of proxies from 0 to 10, or true (1) / false (0); null when invalid. */
export function parseTrustProxy(text: string | undefined): number | null {
  const value = (text?.trim() || '0').toLowerCase();
  const hops = value === 'true' ? 1 : value === 'false' ? 0 : Number(value);
  return Number.isInteger(hops) && hops >= 0 && hops <= 10 ? hops : null;
}

function forwardedEntries(header: string | null): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** '::ffff:1.2.3.4' → '1.2.3.4'; IPv6 addresses are grouped by their /64 (one household or host). */
function normaliseAddress(address: string): string {
  const lowered = address.toLowerCase().replace(/^\[|\](:\d+)?$/g, '');
  const ipv4 = /^(?:::ffff:)?(\d+\.\d+\.\d+\.\d+)(?::\d+)?$/.exec(lowered);
  if (ipv4?.[1]) return ipv4[1];
  if (lowered.includes(':')) {
    const groups = expandIpv6(lowered);
    return groups ? `${groups.slice(0, 4).join(':')}::/64` : lowered.slice(0, 64);
  }
  return lowered.slice(0, 64);
}

function expandIpv6(address: string): string[] | null {
  if (!/^[0-9a-f:]+$/.test(address)) return null;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  if (tail === undefined && left.length !== 8) return null;
  const missing = 8 - left.length - right.length;
  if (missing < 0) return null;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => group.replace(/^0+(?=.)/, ''));
}
