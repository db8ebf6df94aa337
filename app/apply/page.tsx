import type { Metadata } from 'next';
import { ApplicationFormSection } from '@/components/application/ApplicationFormSection';
import { getConfig } from '@/lib/config';
import { getFormCommunities } from '@/lib/data/form-communities';
import { log } from '@/lib/log';
import { publicSiteConfig } from '@/lib/public-config';
import { staticPageMetadata } from '@/lib/seo/page-metadata';

// Reads the runtime configuration (captcha key) and the cached community list per request.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Metadata {
  return staticPageMetadata('apply');
}

/** /apply: the Rental Application Request form as a page (docs/product.md#pages). */
export default async function ApplyPage() {
  const communities = await getFormCommunities().catch((error: unknown) => {
    // The form fetches /api/communities itself (and falls back to a text field) when this fails.
    log.error('apply.communities', error);
    return undefined;
  });
  return <ApplicationFormSection communities={communities} siteConfig={publicSiteConfig(getConfig())} />;
}
