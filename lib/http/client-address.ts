/**
 * The visitor's address, for rate limits.
 *
 * Next's server writes the socket's remote address into X-Forwarded-For when the request has
 * none (it never appends), and route handlers cannot see the socket. So:
 * - `trustProxyHops` 0 (default, the server faces the internet): the last X-Forwarded-For entry,
 *   which is the socket address when the visitor sent no such header. A visitor who sends a
 *   forged header chooses its own key; the per-endpoint overall cap still bounds a flood.
 * - `trustProxyHops` N (N reverse proxies that each append to X-Forwarded-For, e.g. nginx's
 *   `$proxy_add_x_forwarded_for`): the N-th entry from the right, i.e. the address the
 *   outermost trusted proxy saw. Entries left of it are the visitor's own claims and ignored.
 * X-Real-IP is never used: a visitor can set it when no proxy overwrites it.
 */
export function clientAddress(headers: Headers, trustProxyHops: number): string {
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (forwarded.length === 0) return 'unknown';
  const index = Math.max(0, forwarded.length - Math.max(1, trustProxyHops));
  return normaliseAddress(forwarded[index] ?? 'unknown');
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
