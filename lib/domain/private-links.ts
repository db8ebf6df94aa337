/**
 * Three kinds of links carry a secret in their path: the poster's manage page `/sublets/{assetKey}`,
 * the moderators' `/sublets/approve/{token}` and a visitor's tour cancel page `/tours/cancel/{token}`
 * (with the routes behind them, `/api/sublets/{assetKey}` and its `/renew`,
 * `/api/sublets/approve/{token}`, `/api/sublets/remove/{token}`, `/api/tours/cancel/{token}`).
 * Whatever the site stores, mails, hands to a third party or logs goes through
 * `withoutPrivateLinks`, which puts PRIVATE_SEGMENT in place of the secret and drops the query and
 * fragment after it. It works on any text (a URL, a path, a log line) and leaves the rest alone.
 */
export const PRIVATE_SEGMENT = '(private)';

/** Path segments after /sublets/ that are pages or routes, not keys. */
const NAMED_SEGMENTS = ['new', 'approve', 'remove', 'report', 'lost-link'];

const SECRET = '[^/?#\\s"\'<>\\\\]+';
const TAIL = '(?:[?#][^\\s"\'<>\\\\]*)?';
const TOKEN_LINK = new RegExp(`(/(?:sublets/(?:approve|remove)|tours/cancel)/)${SECRET}/?${TAIL}`, 'g');
const KEY_LINK = new RegExp(`(/sublets/)(?!(?:${NAMED_SEGMENTS.join('|')})(?:[/?#\\s"'<>\\\\]|$))(?!\\(private\\))${SECRET}((?:/message|/renew)?)/?${TAIL}`, 'g');

export function withoutPrivateLinks(text: string): string {
  return text.replace(TOKEN_LINK, `$1${PRIVATE_SEGMENT}`).replace(KEY_LINK, (_match, head: string, message: string) => `${head}${PRIVATE_SEGMENT}${message}`);
}
