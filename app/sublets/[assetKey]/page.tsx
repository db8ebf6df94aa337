import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { ErrorNote } from '@/components/forms/ErrorNote';
import { SubletCard } from '@/components/sublet/SubletCard';
import { SubletDelete } from '@/components/sublet/SubletDelete';
import * as styles from '@/components/sublet/SubletPage.css';
import { SubletStatusNote } from '@/components/sublet/SubletStatusNote';
import * as manage from '@/components/sublet/SubletManage.css';
import { Button } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { getConfig } from '@/lib/config';
import { readForPage } from '@/lib/data/client';
import { loadSubletByAssetKey } from '@/lib/data/sublets';
import { formatDisplayDate } from '@/lib/domain/formats';
import { siteDay } from '@/lib/domain/site-day';
import { listedUntilDay, SUBLET_LISTING_DAYS } from '@/lib/domain/sublets';
import { SUBLET_NOT_RENEWABLE_MESSAGE, SUBLET_RENEW_FAILED_MESSAGE, subletRenewedMessage } from '@/lib/domain/validation/sublet-messages';
import { clientAddress } from '@/lib/http/client-address';
import { postNoticeMessage } from '@/lib/http/post-notice';
import { isAssetKeyShaped } from '@/lib/sublets/asset-key';
import { subletKeyGuard } from '@/lib/sublets/key-guard';
import { privatePageMetadata } from '@/lib/seo/page-metadata';
import { widths } from '@/styles/breakpoints';
import { BackToSublets } from '@/components/sublet/BackToSublets';

// A private page: rendered for each request, never cached. server/site-server.ts adds
// Referrer-Policy: no-referrer and X-Robots-Tag: noindex to its responses.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = privatePageMetadata('Manage your sublet');

/**
 * '/sublets/{assetKey}' (docs/product.md#pages: any id other than 'new' is the listing's asset key): the listing
 * read-only with a Delete button, and a Renew button near and after its end (docs/product.md,
 * "Renewed"), a plain form post answered back here with `?result=`. An unknown key is the 404
 * page (HTTP 404); an address that misses too many keys gets the 404 page for a while without a
 * lookup (subletKeyGuard).
 */
export default async function ManageSubletPage({
  params,
  searchParams,
}: {
  params: Promise<{ assetKey: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { assetKey } = await params;
  const { result } = await searchParams;
  const config = getConfig();
  const address = clientAddress(await headers(), config.trustProxyHops);
  const guard = subletKeyGuard(config.rateLimitFactor);
  if ((await guard.blockedForMs(address)) > 0) notFound();
  const found = isAssetKeyShaped(assetKey) ? await readForPage((db) => loadSubletByAssetKey(db, assetKey, new Date())) : null;
  if (!found) {
    await guard.recordMiss(address);
    notFound();
  }
  const { sublet, status, renewable, renewableFrom } = found;
  const renewed = result === 'renewed' && status === 'listed' && sublet.listedUntil ? listedUntilDay(sublet.listedUntil, sublet.availableTo) : null;
  const refused = result === 'not-renewable' ? SUBLET_NOT_RENEWABLE_MESSAGE : postNoticeMessage(result, SUBLET_RENEW_FAILED_MESSAGE);
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <BackToSublets />
      <div>
        <h1 className={styles.heading}>Your sublet</h1>
        <p className={styles.lead}>This page is private: keep its link to yourself. Anyone who has it can delete the listing.</p>
      </div>
      {renewed ? (
        <p role="status" className={manage.result}>
          <Icon name="check" className={manage.statusIcon} />
          <span>{subletRenewedMessage(formatDisplayDate(renewed))}</span>
        </p>
      ) : null}
      {refused ? <ErrorNote>{refused}</ErrorNote> : null}
      <SubletStatusNote status={status} sublet={sublet} />
      <div className={styles.single}>
        <SubletCard sublet={sublet} priority photoSizes={`${widths.tablet} 640px, 100vw`} />
      </div>
      {renewable ? (
        <form method="post" action={`/api/sublets/${encodeURIComponent(assetKey)}/renew`} className={manage.actionBox}>
          <p>Still looking for someone? Renew the listing to keep it on the sublet board for {SUBLET_LISTING_DAYS} days from now.</p>
          <div>
            <Button type="submit" iconStart={<Icon name="clock" />}>
              Renew for {SUBLET_LISTING_DAYS} days
            </Button>
          </div>
        </form>
      ) : renewableFrom ? (
        <p>
          From {formatDisplayDate(siteDay(new Date(renewableFrom)))} you can renew it here for another {SUBLET_LISTING_DAYS} days; we will remind you by
          e-mail before it ends.
        </p>
      ) : null}
      <SubletDelete assetKey={assetKey} title={sublet.title} />
    </div>
  );
}
