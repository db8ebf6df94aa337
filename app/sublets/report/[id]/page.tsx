import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SubletReportForm } from '@/components/sublet/SubletReportForm';
import * as styles from '@/components/sublet/SubletPage.css';
import { subletDatesText } from '@/components/sublet/SubletCard';
import { getConfig } from '@/lib/config';
import { getSubletBoard } from '@/lib/data/cached';
import { formatUsd } from '@/lib/domain/formats';
import { unexpiredSublets } from '@/lib/domain/sublets';
import { privatePageMetadata } from '@/lib/seo/page-metadata';
import { BackToSublets } from '@/components/sublet/BackToSublets';

export const dynamic = 'force-dynamic';

// Not for search engines: one such page per listing, with nothing of its own to find.
export const metadata: Metadata = privatePageMetadata('Report a listing');

/**
 * '/sublets/report/{id}' (docs/product.md#sublets): a visitor tells the moderators what is wrong
 * with a listed sublet. A sublet not listed (unknown, pending, expired, gone) is the 404 page.
 */
export default async function ReportSubletPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const sublet = unexpiredSublets(await getSubletBoard(), new Date()).find((listed) => listed.id === id);
  if (!sublet) notFound();
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <BackToSublets />
      <div>
        <h1 className={styles.heading}>Report a listing</h1>
        <p className={styles.lead}>
          Tell the moderators what is wrong with{' '}
          <strong>
            <bdi>{sublet.title}</bdi>
          </strong>{' '}
          ({formatUsd(sublet.rent)} / month, {subletDatesText(sublet)}, <bdi>{sublet.address}</bdi>). They check it and take it down if it
          should go. The poster is not told who reported it.
        </p>
      </div>
      <SubletReportForm subletId={sublet.id} siteKey={getConfig().recaptcha?.siteKey ?? null} />
    </div>
  );
}
