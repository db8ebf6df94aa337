import type { Metadata } from 'next';
import { ContactFormSection } from '@/components/contact/ContactFormSection';
import { company } from '@/lib/company';
import { getConfig } from '@/lib/config';
import { getFormCommunities } from '@/lib/data/form-communities';
import { log } from '@/lib/log';
import { publicSiteConfig } from '@/lib/public-config';
import { container } from '@/styles/utilities.css';
import * as styles from './page.css';
import { staticPageMetadata } from '@/lib/seo/page-metadata';

// Reads the runtime configuration (captcha key) and the cached community list per request.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Metadata {
  return staticPageMetadata('contact');
}

/** /contact: the two-step Contact Us form as a page (docs/product.md#pages). */
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
