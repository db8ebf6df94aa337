/**
 * Share targets (docs/product.md): two social sites by their plain share URLs (no SDK, opened in a new
 * tab), and e-mail whose subject is the page title and whose body is the current page URL.
 */
export const COPY_CONFIRMATION_MS = 2000;

export function facebookShareUrl(pageUrl: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`;
}

export function xShareUrl(pageUrl: string, title: string): string {
  return `https://x.com/intent/post?url=${encodeURIComponent(pageUrl)}&text=${encodeURIComponent(title)}`;
}

/** mailto: with subject = the page title and body = the page URL (RFC 6068 percent-encoding). */
export function mailtoShareUrl(title: string, pageUrl: string): string {
  return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(pageUrl)}`;
}
