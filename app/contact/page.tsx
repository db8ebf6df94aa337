import type { Metadata } from 'next';
import { ContactFormSection } from '@/components/contact/ContactFormSection';
import { CONTACT_TITLE } from '@/components/contact/contactTexts';
import { company } from '@/lib/company';
import { getConfig } from '@/lib/config';
import { getFormCommunities } from '@/lib/data/form-communities';
import { log } from '@/lib/log';
import { publicSiteConfig } from '@/lib/public-config';
import { container } from '@/styles/utilities.css';
import * as styles from './page.css';

// Reads the runtime configuration (captcha key) and the cached community list per request.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Metadata {
  const url = `${getConfig().siteUrl}/contact`;
  const description = `Ask the ${company.name} leasing team about apartments, town homes, floor plans and move-in dates in ${company.city}, ${company.state}. Call or text ${company.phoneDisplay}.`;
  return {
    title: CONTACT_TITLE,
    description,
    alternates: { canonical: url },
    openGraph: { title: CONTACT_TITLE, description, url, type: 'website', siteName: company.name },
  };
}

/** /contact: the two-step Contact Us form as a page (CONTRACTS §4). */
export default async function ContactPage() {
  const communities = await getFormCommunities().catch((error: unknown) => {
    // The form fetches /api/communities itself when this fails.
    log.error('contact.communities', error);
    return undefined;
  });
  return (
    <div className={container}>
      <div className={styles.page}>
        <ContactFormSection
          headingLevel={1}
          phone={company.phoneRaw}
          communities={communities}
          siteConfig={publicSiteConfig(getConfig())}
        />
      </div>
    </div>
  );
}
