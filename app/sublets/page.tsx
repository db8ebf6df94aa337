import type { Metadata } from 'next';
import { SubletCard } from '@/components/sublet/SubletCard';
import { SubletContact } from '@/components/sublet/SubletContact';
import * as styles from '@/components/sublet/SubletPage.css';
import { ButtonLink } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { getConfig } from '@/lib/config';
import { getSubletBoard } from '@/lib/data/cached';
import { SUBLET_LISTING_DAYS, unexpiredSublets } from '@/lib/domain/sublets';
import { staticPageMetadata } from '@/lib/seo/page-metadata';
import { PAGES } from '@/lib/domain/routes';

export const dynamic = 'force-dynamic';

export function generateMetadata(): Metadata {
  return staticPageMetadata('sublets');
}

/**
 * '/sublets' (docs/product.md#pages): the board of active, approved, unexpired sublets, newest first, each with
 * its contact modal, and 'Add Sublet'. The cached board holds public view models only; expiry is
 * applied again here, at read time.
 */
export default async function SubletsPage() {
  const sublets = unexpiredSublets(await getSubletBoard(), new Date());
  const siteKey = getConfig().recaptcha?.siteKey ?? null;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.heading}>Sublets</h1>
          <p className={styles.lead}>
            Rooms and apartments offered by students and residents of Bloomington. Posting is free; a listing stays up for {SUBLET_LISTING_DAYS} days
            once approved.
          </p>
        </div>
        <ButtonLink href={PAGES.newSublet} iconStart={<Icon name="plus" />}>
          Add Sublet
        </ButtonLink>
      </header>
      {sublets.length > 0 ? (
        <ul className={styles.grid} aria-label="Sublet listings">
          {sublets.map((sublet, index) => (
            <li key={sublet.id}>
              <SubletCard
                sublet={sublet}
                priority={index === 0}
                actions={<SubletContact subletId={sublet.id} title={sublet.title} siteKey={siteKey} />}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>No sublets are listed right now. Have a place to sublet? Add it: posting is free.</p>
      )}
    </div>
  );
}
