import type { MetadataRoute } from 'next';
import { getConfig } from '@/lib/config';
import { getSitemapEntries } from '@/lib/data/cached';
import { STATIC_PAGES } from '@/lib/seo/page-metadata';
import { absoluteUrl } from '@/lib/seo/structured-data';

/** Read at request time through the cached getter (never at build time). */
export const dynamic = 'force-dynamic';

/**
 * Every listed floor plan and community page with its true last change (the latest updatedAt
 * of what the page shows), the home page and /flexible-term, and the pages without listing data
 * (no lastmod: their change time is not recorded). Sublets, and their private keys, never appear.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { siteUrl } = getConfig();
  const entries = await getSitemapEntries();
  const listed = entries.map((entry) => ({
    url: absoluteUrl(siteUrl, entry.path),
    ...(entry.lastModified ? { lastModified: entry.lastModified } : {}),
  }));
  const others = [STATIC_PAGES.sublets, STATIC_PAGES.team, STATIC_PAGES.apply, STATIC_PAGES.contact].map((page) => ({
    url: absoluteUrl(siteUrl, page.path),
  }));
  return [...listed, ...others];
}
