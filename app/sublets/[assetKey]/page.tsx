import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { SiteLink } from '@/components/ui/SiteLink';
import { notFound } from 'next/navigation';
import { SubletCard } from '@/components/sublet/SubletCard';
import { SubletDelete } from '@/components/sublet/SubletDelete';
import * as styles from '@/components/sublet/SubletPage.css';
import { SubletStatusNote } from '@/components/sublet/SubletStatusNote';
import { Icon } from '@/components/ui/Icon';
import { getConfig } from '@/lib/config';
import { readForPage } from '@/lib/data/client';
import { loadSubletByAssetKey } from '@/lib/data/sublets';
import { clientAddress } from '@/lib/http/client-address';
import { isAssetKeyShaped } from '@/lib/sublets/asset-key';
import { subletKeyGuard } from '@/lib/sublets/key-guard';
import { PAGES } from '@/lib/domain/routes';
import { privatePageMetadata } from '@/lib/seo/page-metadata';
import { widths } from '@/styles/breakpoints';

// A private page: rendered for each request, never cached. server/site-server.ts adds
// Referrer-Policy: no-referrer and X-Robots-Tag: noindex to its responses.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = privatePageMetadata('Manage your sublet');

/**
 * '/sublets/{assetKey}' (docs/product.md#pages: any id other than 'new' is the listing's asset key): the listing
 * read-only with a Delete button. An unknown key is the 404 page (HTTP 404); an address that
 * misses too many keys gets the 404 page for a while without a lookup (subletKeyGuard).
 */
export default async function ManageSubletPage({ params }: { params: Promise<{ assetKey: string }> }) {
  const { assetKey } = await params;
  const config = getConfig();
  const address = clientAddress(await headers(), config.trustProxyHops);
  const guard = subletKeyGuard(config.rateLimitFactor);
  if ((await guard.blockedForMs(address)) > 0) notFound();
  const found = isAssetKeyShaped(assetKey) ? await readForPage((db) => loadSubletByAssetKey(db, assetKey, new Date())) : null;
  if (!found) {
    await guard.recordMiss(address);
    notFound();
  }
  const { sublet, status } = found;
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <SiteLink href={PAGES.sublets} className={styles.back}>
        <Icon name="chevron-left" />
        All sublets
      </SiteLink>
      <div>
        <h1 className={styles.heading}>Your sublet</h1>
        <p className={styles.lead}>This page is private: keep its link to yourself. Anyone who has it can delete the listing.</p>
      </div>
      <SubletStatusNote status={status} listedUntil={sublet.listedUntil} />
      <div className={styles.single}>
        <SubletCard sublet={sublet} priority photoSizes={`${widths.tablet} 640px, 100vw`} />
      </div>
      <SubletDelete assetKey={assetKey} title={sublet.title} />
    </div>
  );
}
