import type { MetadataRoute } from 'next';
import { getConfig } from '@/lib/config';

/** Read at request time, so SITE_URL is the running server's. */
export const dynamic = 'force-dynamic';

/** Crawlers may read every page but the API; the sitemap lists the listing pages. */
export default function robots(): MetadataRoute.Robots {
  const { siteUrl } = getConfig();
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/'] }],
    sitemap: `${siteUrl}/sitemap.xml`,
    host: siteUrl,
  };
}
