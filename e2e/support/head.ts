import { expect } from '@playwright/test';
import { baseURL } from '../../playwright.config';

/** The first group of `pattern` in `html`, with `&amp;` decoded. */
export function attr(html: string, pattern: RegExp): string | null {
  const match = pattern.exec(html);
  return match ? match[1]!.replace(/&amp;/g, '&') : null;
}

/** A `<meta property|name="key">`'s content. */
export function meta(html: string, key: string): string | null {
  return attr(html, new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`));
}

/** The server HTML's `<head>`: what crawlers and link previews read (the flight data after it is not). */
export function headOf(html: string): string {
  return html.split('</head>')[0]!;
}

/** The absolute URLs of a head's meta and link tags (its scripts and styles are paths of the site). */
export function absoluteUrls(head: string): string[] {
  return [...head.matchAll(/(?:content|href)="(https?:\/\/[^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

/**
 * A page not to be shared (a 404, a private link): no preview image, and no URL off SITE_URL
 * (Next.js gives a page without its own preview image the nearest one, on http://localhost:PORT).
 */
export function expectNoPreviewOffSite(head: string, label: string): void {
  expect(meta(head, 'og:image'), label).toBeNull();
  expect(meta(head, 'twitter:image'), label).toBeNull();
  for (const url of absoluteUrls(head)) expect(url.startsWith(`${baseURL}/`), `${label}: ${url}`).toBe(true);
}
