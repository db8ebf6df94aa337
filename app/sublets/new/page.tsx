import type { Metadata } from 'next';
import { SubletForm } from '@/components/sublet/SubletForm';
import { NoScriptNote } from '@/components/forms/NoScriptNote';
import * as styles from '@/components/sublet/SubletPage.css';
import { getConfig } from '@/lib/config';
import { SUBLET_LISTING_DAYS } from '@/lib/domain/sublets';
import { staticPageMetadata } from '@/lib/seo/page-metadata';
import { BackToSublets } from '@/components/sublet/BackToSublets';

// The reCAPTCHA site key is runtime configuration.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Metadata {
  return staticPageMetadata('subletNew');
}

/** '/sublets/new' (docs/product.md#pages: id 'new' creates): the sublet form. */
export default function NewSubletPage() {
  const siteKey = getConfig().recaptcha?.siteKey ?? null;
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <BackToSublets />
      <div>
        <h1 className={styles.heading}>Add Sublet</h1>
        <p className={styles.lead}>
          Posting is free. A moderator checks each listing; it will be posted once approved and stays listed for {SUBLET_LISTING_DAYS} days, or
          until its Available To date if that comes first.
        </p>
      </div>
      <NoScriptNote doing="Posting a sublet" offerContact={false} />
      {/* Rendered with the page (in the first paint, nothing shifts): faster than loading it after. */}
      <SubletForm siteKey={siteKey} />
    </div>
  );
}
