import type { Metadata } from 'next';
import { ApplicationFormSection } from '@/components/application/ApplicationFormSection';
import { APPLICATION_PAGE_TITLE } from '@/components/application/applicationTexts';
import { getConfig } from '@/lib/config';
import { getFormCommunities } from '@/lib/data/form-communities';
import { company } from '@/lib/company';
import { log } from '@/lib/log';
import { publicSiteConfig } from '@/lib/public-config';

// Reads the runtime configuration (captcha key) and the cached community list per request.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Metadata {
  const url = `${getConfig().siteUrl}/apply`;
  const description = `Request a rental application for an apartment or town home in ${company.city}, ${company.state}. Applications are always free.`;
  return {
    title: APPLICATION_PAGE_TITLE,
    description,
    alternates: { canonical: url },
    openGraph: { title: APPLICATION_PAGE_TITLE, description, url, type: 'website', siteName: company.name },
  };
}

/** /apply: the Rental Application Request form as a page (CONTRACTS §4). */
export default async function ApplyPage() {
  const communities = await getFormCommunities().catch((error: unknown) => {
    // The form fetches /api/communities itself (and falls back to a text field) when this fails.
    log.error('apply.communities', error);
    return undefined;
  });
  return <ApplicationFormSection communities={communities} siteConfig={publicSiteConfig(getConfig())} />;
}
