import type { Metadata } from 'next';
import { SubletLinkForm } from '@/components/sublet/SubletLinkForm';
import * as styles from '@/components/sublet/SubletPage.css';
import { getConfig } from '@/lib/config';
import { SUBLET_LINK_RESEND_MINUTES } from '@/lib/domain/sublet-links';
import { privatePageMetadata } from '@/lib/seo/page-metadata';
import { BackToSublets } from '@/components/sublet/BackToSublets';

export const dynamic = 'force-dynamic';

// Not for search engines: a form for posters, with nothing of its own to find.
export const metadata: Metadata = privatePageMetadata('A new link to your sublet');

/**
 * '/sublets/lost-link' (docs/product.md, "A lost link"): a poster who lost the mail with their
 * listing's private link asks for a new one, mailed to the address they posted with.
 */
export default function LostSubletLinkPage() {
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <BackToSublets />
      <div>
        <h1 className={styles.heading}>Lost the link to your sublet?</h1>
        <p className={styles.lead}>
          The private link that lets you see or delete your listing was in the e-mail we sent when you posted it. Enter the address you posted
          with, and we e-mail a new link to each listing posted with it. The links we sent before then stop working. A listing gets at most one
          new link every {SUBLET_LINK_RESEND_MINUTES} minutes.
        </p>
      </div>
      <SubletLinkForm siteKey={getConfig().recaptcha?.siteKey ?? null} />
    </div>
  );
}
